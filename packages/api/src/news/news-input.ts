import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { badRequest, conflict } from '../core/errors';

const { news, newsTags, categories, subcategories, tags, locations } = schema;

export interface Relations {
  languageId: number;
  categoryId: number;
  /** 0 or absent: none. */
  subcategoryId: number | null;
  tagIds: number[] | undefined;
  locationId: number | null;
}

/**
 * The category must be of the news' language, the subcategory of that category, the tags of that
 * language, and the location must exist. One query per relation that is set.
 */
export async function checkRelations(deps: Deps, relations: Relations): Promise<void> {
  const { languageId, categoryId, subcategoryId, tagIds, locationId } = relations;
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.languageId, languageId)))
    .limit(1);
  if (!category) throw badRequest('category_id must be a category of the news language');
  if (subcategoryId) {
    const [sub] = await deps.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.categoryId, categoryId)))
      .limit(1);
    if (!sub) throw badRequest('subcategory_id must be a subcategory of the chosen category');
  }
  if (tagIds && tagIds.length > 0) {
    const [found] = await deps.db
      .select({ total: count() })
      .from(tags)
      .where(and(inArray(tags.id, tagIds), eq(tags.languageId, languageId)));
    if ((found?.total ?? 0) !== tagIds.length) throw badRequest('tag_id must list tags of the news language');
  }
  if (locationId) {
    const [location] = await deps.db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).limit(1);
    if (!location) throw badRequest('location_id must be a known location');
  }
}

/** The tags a story has now. */
export async function tagIdsOf(deps: Deps, newsId: number): Promise<number[]> {
  const rows = await deps.db.select({ tagId: newsTags.tagId }).from(newsTags).where(eq(newsTags.newsId, newsId));
  return rows.map((row) => row.tagId);
}

/** A slug made from a title: lower-case letters of any script, digits and dashes. */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Mn}\p{N}]+/gu, '-')
    .replace(/^[-\p{Mn}]+|-+$/gu, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || 'news';
}

/** A slug no other news has: the title's slug, else with `-2`, `-3`… or a random suffix. */
export async function uniqueSlug(deps: Deps, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const candidates = [base, ...Array.from({ length: 9 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await deps.db.select({ slug: news.slug }).from(news).where(inArray(news.slug, candidates));
  const used = new Set(taken.map((row) => row.slug));
  return candidates.find((candidate) => !used.has(candidate)) ?? `${base}-${Date.now().toString(36)}`;
}

/**
 * Whether a news item other than `exceptNewsId` holds the slug, in any language and whatever its
 * status: a news link carries no language, and a hidden story keeps its slug for when it is shown.
 */
export async function slugTaken(deps: Deps, slug: string, exceptNewsId: number | null): Promise<boolean> {
  const where = exceptNewsId === null ? eq(news.slug, slug) : and(eq(news.slug, slug), ne(news.id, exceptNewsId));
  const [row] = await deps.db.select({ id: news.id }).from(news).where(where).limit(1);
  return row !== undefined;
}

/** A slug the author chose must not belong to another news item (409). */
export async function checkSlugFree(deps: Deps, slug: string, exceptNewsId: number | null): Promise<void> {
  if (await slugTaken(deps, slug, exceptNewsId)) throw conflict('slug is already taken by another news item');
}

/**
 * The extra images of a set_news form. The web client names each part `ofile[]`; the mobile app
 * numbers them `ofile[0]`, `ofile[1]`, … (API.md, the mobile app's section). Both land here, the
 * numbered ones in their numbers' order, so no image of either client is dropped.
 */
export function extraImagesOf(files: Record<string, File[]>): File[] {
  const numbered = Object.keys(files)
    .map((name) => ({ name, index: /^ofile\[(\d+)\]$/.exec(name)?.[1] }))
    .filter((part): part is { name: string; index: string } => part.index !== undefined)
    .sort((a, b) => Number(a.index) - Number(b.index));
  return [...(files.ofile ?? []), ...numbered.flatMap((part) => files[part.name] ?? [])];
}
