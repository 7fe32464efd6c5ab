import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { pageMetadata, type Alternates } from '@/seo/page-metadata';
import { SitePageView } from '@/features/pages/site-page-view';
import { decodeSegment, sitePagePath } from '@/routing/paths';
import { pageContext, type PageContext } from '@/server-data/page-context';
import { getSitePages } from '@/server-data/site';

interface SitePageProps {
  params: Promise<{ lang: string; slug: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

async function load(params: SitePageProps['params']) {
  const { lang, slug } = await params;
  const context = await pageContext(lang);
  if (!context) return null;
  const wanted = decodeSegment(slug);
  const page = (await getSitePages(context.language.id)).find((candidate) => candidate.slug === wanted);
  return page ? { context, page } : null;
}

/** The standard pages (about us, contact, policies) match across languages by their type. */
async function pageAlternates(context: PageContext, pageType: string, path: string): Promise<Alternates> {
  const alternates: Alternates = { [context.language.code]: path };
  if (pageType === 'custom') return alternates;
  await Promise.all(
    context.table.languages.map(async (language) => {
      const match = (await getSitePages(language.id)).find((candidate) => candidate.page_type === pageType);
      if (match) alternates[language.code] = sitePagePath(language, match.slug);
    }),
  );
  return alternates;
}

export async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { context, page } = loaded;
  const path = sitePagePath(context.language, page.slug);
  return pageMetadata({
    language: context.language,
    table: context.table,
    path,
    alternates: await pageAlternates(context, page.page_type, path),
    title: page.meta_title || page.title,
    description: page.meta_description,
    keywords: page.meta_keyword,
    image: page.og_image || undefined,
  });
}

export default async function SitePage({ params }: SitePageProps) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { context, page } = loaded;
  const path = sitePagePath(context.language, page.slug);
  return (
    <PageFrame language={context.language} table={context.table} alternates={await pageAlternates(context, page.page_type, path)}>
      <SitePageView page={page} />
    </PageFrame>
  );
}
