import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Category, Subcategory, SubcategorySummary } from '@newsroom/contract/taxonomy';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { mediaUrl } from '../media/store';

const { categories, subcategories } = schema;
type CategoryRow = typeof categories.$inferSelect;
type SubcategoryRow = typeof subcategories.$inferSelect;

/**
 * A category's own columns as the API names them: readers get them with its subcategories, the
 * console with its story count. One mapping, so a column added shows the same in both.
 */
export function categoryFields(deps: Pick<Deps, 'config'>, row: CategoryRow): Omit<Category, 'sub_categories'> {
  return {
    id: row.id,
    language_id: row.languageId,
    category_name: row.categoryName,
    slug: row.slug,
    row_order: row.rowOrder,
    image: mediaUrl(deps.config.mediaBaseUrl, row.image),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
  };
}

/** A subcategory as readers get it; the console's record adds its language, order and story count. */
export function toSubcategorySummary(deps: Pick<Deps, 'config'>, row: SubcategoryRow): SubcategorySummary {
  return {
    id: row.id,
    category_id: row.categoryId,
    subcategory_name: row.subcategoryName,
    slug: row.slug,
    image: mediaUrl(deps.config.mediaBaseUrl, row.image),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
  };
}

/** The subcategories of many categories in one query, grouped by category in row order. */
async function subcategoriesOf(deps: Deps, categoryIds: number[]): Promise<Map<number, SubcategorySummary[]>> {
  const grouped = new Map<number, SubcategorySummary[]>();
  if (categoryIds.length === 0) return grouped;
  const rows = await deps.db
    .select()
    .from(subcategories)
    .where(inArray(subcategories.categoryId, categoryIds))
    .orderBy(asc(subcategories.rowOrder), asc(subcategories.id));
  for (const row of rows) {
    const list = grouped.get(row.categoryId) ?? [];
    list.push(toSubcategorySummary(deps, row));
    grouped.set(row.categoryId, list);
  }
  return grouped;
}

export interface CategoryQuery {
  languageId: number;
  slug?: string;
  offset: number;
  limit: number;
}

/** A language's categories in the site's order, each with its subcategories. A slug picks one (404 if unknown). */
export async function listCategories(deps: Deps, query: CategoryQuery): Promise<{ items: Category[]; total: number }> {
  const where = and(eq(categories.languageId, query.languageId), query.slug === undefined ? undefined : eq(categories.slug, query.slug));
  const [rows, [counted]] = await Promise.all([
    deps.db.select().from(categories).where(where).orderBy(asc(categories.rowOrder), asc(categories.id)).limit(query.limit).offset(query.offset),
    deps.db.select({ total: count() }).from(categories).where(where),
  ]);
  if (query.slug !== undefined && rows.length === 0) throw notFound('Category');
  const subs = await subcategoriesOf(deps, rows.map((row) => row.id));
  const items = rows.map((row) => ({ ...categoryFields(deps, row), sub_categories: subs.get(row.id) ?? [] }));
  return { items, total: counted?.total ?? 0 };
}

/**
 * The subcategories of one category, named by id or by its slug in the given language. An id is
 * unique across languages, so it is found whatever `language_id` says.
 */
export async function subcategoriesOfCategory(deps: Deps, category: IdOrSlug, languageId: number): Promise<Subcategory[]> {
  const match = 'id' in category ? eq(categories.id, category.id) : and(eq(categories.languageId, languageId), eq(categories.slug, category.slug));
  const [parent] = await deps.db.select({ id: categories.id, name: categories.categoryName }).from(categories).where(match).limit(1);
  if (!parent) throw notFound('Category');
  const rows = await deps.db
    .select()
    .from(subcategories)
    .where(eq(subcategories.categoryId, parent.id))
    .orderBy(asc(subcategories.rowOrder), asc(subcategories.id));
  return rows.map((row) => ({
    ...toSubcategorySummary(deps, row),
    language_id: row.languageId,
    category: { id: parent.id, category_name: parent.name },
  }));
}
