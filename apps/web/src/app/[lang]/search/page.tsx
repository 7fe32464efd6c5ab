import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage, pageMetadata } from '@/seo/page-metadata';
import { readSearchRequest, searchNews } from '@/features/search/search-data';
import { SearchView } from '@/features/search/search-view';
import { fill } from '@/i18n/ui-text';
import { searchPagePath } from '@/routing/screen-paths';
import { pageContext } from '@/server-data/page-context';

/**
 * Search results (`/search?q=…&page=N`, where the header's search popup sends the reader). The
 * page depends on its query string, so it renders on every request instead of being cached
 * like the others; the API's read cache still answers a repeated query from memory.
 */
interface SearchProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Said outright: a page generated on demand would otherwise try to be cached, then fail on the query.
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: SearchProps) {
  const context = await pageContext((await params).lang);
  const request = readSearchRequest(await searchParams);
  return context && request ? { context, request } : null;
}

export async function generateMetadata(props: SearchProps): Promise<Metadata> {
  const loaded = await load(props);
  if (!loaded) return {};
  const { context, request } = loaded;
  const { language, table, text } = context;
  const metadata = pageMetadata({
    language,
    table,
    path: searchPagePath(language, request.query, request.page),
    // Results pages are not for search engines: no alternates, and noindex below.
    alternates: {},
    title: request.query ? fill(text.searchResultsFor, { q: request.query }) : text.search,
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchPage(props: SearchProps) {
  const loaded = await load(props);
  if (!loaded) notFound();
  const { context, request } = loaded;
  const outcome = await searchNews(context, request);
  if (outcome.kind === 'results' && outcome.total > 0 && request.page > outcome.totalPages) notFound();
  const { language, table } = context;
  return (
    <PageFrame language={language} table={table} alternates={everyLanguage(table, (other) => searchPagePath(other, request.query))}>
      <SearchView context={context} request={request} outcome={outcome} />
    </PageFrame>
  );
}
