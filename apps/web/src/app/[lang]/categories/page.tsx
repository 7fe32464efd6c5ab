import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoriesView } from '@/features/all-categories/categories-view';
import { featureSwitches } from '@/layout/feature-switches';
import { PageFrame } from '@/app/_site/page-frame';
import { everyLanguage } from '@/seo/page-metadata';
import { screenMetadata } from '@/seo/screen-metadata';
import { allCategoriesPath } from '@/routing/screen-paths';
import { pageContext } from '@/server-data/page-context';
import { getCategories } from '@/server-data/site';

interface CategoriesProps {
  params: Promise<{ lang: string }>;
}

export const revalidate = 30;

/** The page context, or null while the newsroom has categories switched off. */
async function load(params: CategoriesProps['params']) {
  const context = await pageContext((await params).lang);
  return context && featureSwitches(context.settings).categories ? context : null;
}

export async function generateMetadata({ params }: CategoriesProps): Promise<Metadata> {
  const context = await load(params);
  if (!context) return {};
  return screenMetadata(context, {
    type: 'all_categories',
    path: allCategoriesPath(context.language),
    alternates: everyLanguage(context.table, allCategoriesPath),
    title: context.text.allCategories,
  });
}

export default async function AllCategoriesPage({ params }: CategoriesProps) {
  const context = await load(params);
  if (!context) notFound();
  const categories = await getCategories(context.language.id);
  return (
    <PageFrame language={context.language} table={context.table} alternates={everyLanguage(context.table, allCategoriesPath)} activeScreen="categories">
      <CategoriesView context={context} categories={categories} showSubcategories={featureSwitches(context.settings).subcategories} />
    </PageFrame>
  );
}
