import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_site/page-frame';
import { allTagsOf } from '@/features/tags-index/load-tags';
import { TagsIndexView } from '@/features/tags-index/tags-index-view';
import { everyLanguage, pageMetadata } from '@/seo/page-metadata';
import { tagsIndexPath } from '@/routing/screen-paths';
import { pageContext } from '@/server-data/page-context';

interface TagsIndexProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

export async function generateMetadata({ params }: TagsIndexProps): Promise<Metadata> {
  const context = await pageContext((await params).lang);
  if (!context) return {};
  const { language, table, text, settings } = context;
  // The index has no SEO settings of its own in the newsroom's console: its name and the site's description.
  return pageMetadata({
    language,
    table,
    path: tagsIndexPath(language),
    alternates: everyLanguage(table, tagsIndexPath),
    title: text.tags,
    description: settings.web_setting.web_footer_description,
  });
}

/** Every tag of the language, each leading to its stories. */
export default async function TagsIndexPage({ params }: TagsIndexProps) {
  const context = await pageContext((await params).lang);
  if (!context) notFound();
  const tags = await allTagsOf(context.language.id);
  return (
    <PageFrame language={context.language} table={context.table} alternates={everyLanguage(context.table, tagsIndexPath)}>
      <TagsIndexView context={context} tags={tags} />
    </PageFrame>
  );
}
