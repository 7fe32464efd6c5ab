import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage } from '@/seo/page-metadata';
import { screenMetadata } from '@/seo/screen-metadata';
import { PagesIndex } from '@/features/pages/pages-index';
import { sitePagesPath } from '@/routing/screen-paths';
import { pageContext } from '@/server-data/page-context';
import { getSitePages } from '@/server-data/site';

/** The index of the newsroom's pages (`/page`); each page lives at `/page/<slug>`. */
interface PagesIndexProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

export async function generateMetadata({ params }: PagesIndexProps): Promise<Metadata> {
  const context = await pageContext((await params).lang);
  if (!context) return {};
  return screenMetadata(context, {
    type: 'more_pages',
    path: sitePagesPath(context.language),
    alternates: everyLanguage(context.table, sitePagesPath),
    title: context.text.morePages,
  });
}

export default async function PagesIndexPage({ params }: PagesIndexProps) {
  const context = await pageContext((await params).lang);
  if (!context) notFound();
  const pages = await getSitePages(context.language.id);
  return (
    <PageFrame language={context.language} table={context.table} alternates={everyLanguage(context.table, sitePagesPath)} activeScreen="pages">
      <PagesIndex language={context.language} pages={pages} labels={{ morePages: context.text.morePages, noDataFound: context.text.noDataFound }} />
    </PageFrame>
  );
}
