import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingAlternates, listingNews, resolveListing } from '@/features/category/listing-data';
import { CategoryListingView } from '@/features/category/listing-view';
import { PageFrame } from '@/app/_site/page-frame';
import { pageMetadata } from '@/seo/page-metadata';
import { pageTitleSuffix } from '@/components/pagination';
import { categoryFeedPath, categoryPath, decodeSegment } from '@/routing/paths';
import { pageContext } from '@/server-data/page-context';

/**
 * A category or subcategory listing. Readers see `/category/<slug>[/<sub>][?page=N]`; proxy.ts
 * rewrites it to this route (`-` stands for the whole category) so every page is cached.
 */
interface ListingProps {
  params: Promise<{ lang: string; category: string; subcategory: string; page: string }>;
}

export const revalidate = 30;
export function generateStaticParams(): { category: string; subcategory: string; page: string }[] {
  return [];
}

async function load(params: ListingProps['params']) {
  const { lang, category, subcategory, page } = await params;
  const context = await pageContext(lang);
  if (!context) return null;
  const listing = await resolveListing(context.language, {
    categorySlug: decodeSegment(category),
    subcategorySlug: decodeSegment(subcategory),
    page: decodeSegment(page),
  });
  return listing ? { context, ...listing } : null;
}

export async function generateMetadata({ params }: ListingProps): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { context, category, subcategory, page } = loaded;
  const path = categoryPath(context.language, category.slug, subcategory?.slug, page);
  const name = subcategory ? subcategory.subcategory_name : category.category_name;
  // A subcategory's own search fields win; left empty, the listing reads as it did before they existed.
  const metaTitle = subcategory ? subcategory.meta_title : category.meta_title;
  const title = metaTitle || (subcategory ? `${name} – ${category.category_name}` : name);
  const pageSuffix = pageTitleSuffix(context.text.pageNumber, page);
  return pageMetadata({
    language: context.language,
    table: context.table,
    path,
    // Only the first page of a listing has an equivalent in the other languages.
    alternates: page === 1 ? await listingAlternates(context.table, category, subcategory) : { [context.language.code]: path },
    title: `${title}${pageSuffix}`,
    absoluteTitle: Boolean(metaTitle) && page === 1,
    description: subcategory?.meta_description || category.meta_description,
    keywords: subcategory?.meta_keyword || category.meta_keyword,
    image: category.image || undefined,
    feeds: [{ path: categoryFeedPath(context.language, category.slug), title: category.category_name }],
  });
}

export default async function ListingPage({ params }: ListingProps) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { context, category, subcategory, page } = loaded;
  const news = await listingNews(context.language.id, category, subcategory, page);
  if (page > news.totalPages) notFound();
  const alternates = await listingAlternates(context.table, category, subcategory);
  return (
    <PageFrame language={context.language} table={context.table} alternates={alternates} activeCategory={category.slug}>
      <CategoryListingView context={context} category={category} subcategory={subcategory} page={page} totalPages={news.totalPages} items={news.items} />
    </PageFrame>
  );
}
