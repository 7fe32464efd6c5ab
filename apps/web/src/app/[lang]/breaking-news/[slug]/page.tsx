import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { BreakingNewsView } from '@/features/breaking-news/breaking-news-view';
import { JsonLd, newsArticleJsonLd } from '@/features/article/json-ld';
import { BreakingNewsViewCounter } from '@/features/breaking-news/view-counter';
import { featureSwitches } from '@/layout/feature-switches';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage, pageMetadata } from '@/seo/page-metadata';
import { breakingNewsPath, decodeSegment } from '@/routing/paths';
import { breakingNewsListPath } from '@/routing/screen-paths';
import { publicUrl, readList } from '@/server-data/api';
import { pageContext } from '@/server-data/page-context';

interface BreakingProps {
  params: Promise<{ lang: string; slug: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

async function load(params: BreakingProps['params']) {
  const { lang, slug } = await params;
  const context = await pageContext(lang);
  // While the newsroom has breaking news switched off, its pages are gone too.
  if (!context || !featureSwitches(context.settings).breakingNews) return null;
  const { items } = await readList('get_breaking_news', { language_id: context.language.id, slug: decodeSegment(slug) });
  const item = items[0];
  if (!item) return null;
  const home = context.table.languages.find((language) => language.id === item.language_id);
  if (home && home.id !== context.language.id) return { movedTo: breakingNewsPath(home, item.slug) };
  return { context, item, movedTo: null };
}

export async function generateMetadata({ params }: BreakingProps): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded || loaded.movedTo !== null) return {};
  const { context, item } = loaded;
  const path = breakingNewsPath(context.language, item.slug);
  return pageMetadata({
    language: context.language,
    table: context.table,
    path,
    alternates: { [context.language.code]: path },
    title: item.meta_title || item.title,
    description: item.meta_description,
    keywords: item.meta_keyword,
    image: item.image,
    article: { section: context.text.breakingNews },
  });
}

export default async function BreakingNewsPage({ params }: BreakingProps) {
  const loaded = await load(params);
  if (!loaded) notFound();
  if (loaded.movedTo !== null) permanentRedirect(loaded.movedTo);
  const { context, item } = loaded;
  const path = breakingNewsPath(context.language, item.slug);
  const { web_name: siteName, web_header_logo: logo } = context.settings.web_setting;
  // No translation exists: the language switch leads to the other languages' breaking news.
  const switchTargets = { ...everyLanguage(context.table, (other) => breakingNewsListPath(other)), [context.language.code]: path };
  return (
    <PageFrame language={context.language} table={context.table} alternates={switchTargets} activeScreen="breaking-news">
      <JsonLd
        data={newsArticleJsonLd({
          url: `${await publicUrl()}${path}`,
          headline: item.title,
          description: item.meta_description,
          image: item.image,
          section: context.text.breakingNews,
          language: context.language.code,
          siteName,
          logo,
        })}
      />
      <BreakingNewsView item={item} context={context} />
      <BreakingNewsViewCounter id={item.id} />
    </PageFrame>
  );
}
