import type { Category, SubcategorySummary } from '@newsroom/contract/taxonomy';
import { categoryPath, WHOLE_CATEGORY } from '../../routing/paths';
import { readList } from '../../server-data/api';
import { getCategories, getSettings, type LanguageTable, type SiteLanguage } from '../../server-data/site';
import { featureSwitches } from '../../layout/feature-switches';
import type { Alternates } from '../../seo/page-metadata';

export const LISTING_PAGE_SIZE = 12;

export interface ListingRequest {
  categorySlug: string;
  /** WHOLE_CATEGORY for the category itself. */
  subcategorySlug: string;
  page: string;
}

/**
 * The category (and subcategory) a listing URL names, and its page number; null when any part is
 * unknown, or when the newsroom has switched categories (or subcategories) off: their pages go
 * with the links to them.
 */
export async function resolveListing(language: SiteLanguage, request: ListingRequest) {
  if (!/^[1-9]\d{0,5}$/.test(request.page)) return null;
  const switches = featureSwitches(await getSettings());
  if (!switches.categories) return null;
  if (request.subcategorySlug !== WHOLE_CATEGORY && !switches.subcategories) return null;
  const category = (await getCategories(language.id)).find((candidate) => candidate.slug === request.categorySlug);
  if (!category) return null;
  let subcategory: SubcategorySummary | null = null;
  if (request.subcategorySlug !== WHOLE_CATEGORY) {
    subcategory = category.sub_categories.find((candidate) => candidate.slug === request.subcategorySlug) ?? null;
    if (!subcategory) return null;
  }
  return { category, subcategory, page: Number(request.page) };
}

export async function listingNews(languageId: number, category: Category, subcategory: SubcategorySummary | null, page: number) {
  const { items, total } = await readList('get_news', {
    language_id: languageId,
    category_id: category.id,
    subcategory_id: subcategory?.id,
    offset: (page - 1) * LISTING_PAGE_SIZE,
    limit: LISTING_PAGE_SIZE,
  });
  return { items, total, totalPages: Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)) };
}

/**
 * The same category in the other languages. Categories carry no link between languages, so the
 * match is the same slug, else the same place in the menu (row_order); subcategories likewise
 * within the matched category. Without a match, the language switch goes to that language's home.
 */
export async function listingAlternates(
  table: LanguageTable,
  category: Category,
  subcategory: SubcategorySummary | null,
): Promise<Alternates> {
  const alternates: Alternates = {};
  const subIndex = subcategory ? category.sub_categories.findIndex((candidate) => candidate.id === subcategory.id) : -1;
  await Promise.all(
    table.languages.map(async (language) => {
      const categories = await getCategories(language.id);
      const match =
        categories.find((candidate) => candidate.slug === category.slug) ??
        categories.find((candidate) => candidate.row_order === category.row_order);
      if (!match) return;
      const subMatch = subcategory
        ? (match.sub_categories.find((candidate) => candidate.slug === subcategory.slug) ?? match.sub_categories[subIndex])
        : undefined;
      alternates[language.code] = categoryPath(language, match.slug, subMatch?.slug);
    }),
  );
  return alternates;
}
