import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@newsroom/db/client';
import type { FeaturedSectionRecord, featuredSectionBody } from '@newsroom/contract/admin/home-page-sections';
import type { HandlerDeps } from '../../core/handler-deps';
import { notFound } from '../../core/errors';
import { idsOf, type SectionRow } from '../../featured-sections/section-rows';
import { slugFromTitle } from '../../news/news-input';
import { FieldErrors } from '../core/admin-errors';

const { featuredSections, adSpaces, categories, languages } = schema;

export type SectionBody = z.output<typeof featuredSectionBody>;

export async function existingSection(deps: HandlerDeps, id: number): Promise<SectionRow> {
  const [row] = await deps.db.select().from(featuredSections).where(eq(featuredSections.id, id)).limit(1);
  if (!row) throw notFound('Featured section');
  return row;
}

/** How many ads follow each section: the delete confirmation names them. */
export async function adCounts(deps: HandlerDeps, sectionIds: number[]): Promise<Map<number, number>> {
  if (sectionIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ sectionId: adSpaces.featuredSectionId, value: count() })
    .from(adSpaces)
    .where(inArray(adSpaces.featuredSectionId, sectionIds))
    .groupBy(adSpaces.featuredSectionId);
  return new Map(rows.map((row) => [row.sectionId!, row.value]));
}

export function toSectionRecord(row: SectionRow, ads: number): FeaturedSectionRecord {
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    slug: row.slug,
    short_description: row.shortDescription,
    news_type: row.newsType as FeaturedSectionRecord['news_type'],
    videos_type: row.videosType as FeaturedSectionRecord['videos_type'],
    filter_type: row.filterType as FeaturedSectionRecord['filter_type'],
    category_ids: idsOf(row.categoryIds),
    subcategory_ids: idsOf(row.subcategoryIds),
    news_ids: idsOf(row.newsIds),
    style_web: row.styleWeb,
    style_app: row.styleApp,
    row_order: row.rowOrder,
    is_based_on_user_choice: row.isBasedOnUserChoice === 1,
    active: row.status === 1,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    ads,
    created_at: row.createdAt.toISOString(),
  };
}

/** The audited view: the settings an editor changes, without counts and times. */
export function auditedSection(record: FeaturedSectionRecord) {
  const { ads: _ads, created_at: _created, ...settings } = record;
  return settings;
}

/** The stored columns of a body's settings (id lists as the comma text the public API reads). */
export function settingsColumns(body: Pick<SectionBody, 'language_id' | 'news_type' | 'videos_type' | 'filter_type' | 'category_ids' | 'subcategory_ids' | 'news_ids' | 'is_based_on_user_choice'>) {
  return {
    languageId: body.language_id,
    newsType: body.news_type,
    // Only a videos section has a kind of video; any other keeps none, so the public API's rules stay simple.
    videosType: body.news_type === 'videos' ? body.videos_type : '',
    filterType: body.filter_type,
    categoryIds: body.category_ids.join(','),
    subcategoryIds: body.subcategory_ids.join(','),
    newsIds: body.filter_type === 'custom' ? body.news_ids.join(',') : '',
    isBasedOnUserChoice: body.is_based_on_user_choice ? 1 : 0,
  };
}

/**
 * The body's checks that need the database: a known language, categories of that language, and a
 * slug no other section has (sections' slugs are unique across languages: a link names one).
 */
export async function checkedSectionValues(deps: HandlerDeps, body: SectionBody, sectionId: number | null) {
  const errors: Record<string, string> = {};
  const [language] = await deps.db.select({ id: languages.id }).from(languages).where(eq(languages.id, body.language_id)).limit(1);
  if (!language) errors.language_id = 'Choose one of the site’s languages';
  if (body.category_ids.length > 0) {
    const found = await deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, body.category_ids), eq(categories.languageId, body.language_id)));
    if (found.length !== new Set(body.category_ids).size) errors.category_ids = 'Choose categories of the section’s language';
  }
  const slug = body.slug || (await freeSlug(deps, slugFromTitle(body.title), sectionId));
  if (body.slug && !(await slugIsFree(deps, body.slug, sectionId))) errors.slug = 'Another section already has this slug';
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return {
    ...settingsColumns(body),
    title: body.title,
    slug,
    shortDescription: body.short_description,
    styleWeb: body.style_web,
    styleApp: body.style_app,
    status: body.active ? 1 : 0,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    metaKeyword: body.meta_keyword,
  };
}

async function slugIsFree(deps: HandlerDeps, slug: string, sectionId: number | null): Promise<boolean> {
  const others = sectionId === null ? eq(featuredSections.slug, slug) : and(eq(featuredSections.slug, slug), ne(featuredSections.id, sectionId));
  const [taken] = await deps.db.select({ id: featuredSections.id }).from(featuredSections).where(others).limit(1);
  return !taken;
}

async function freeSlug(deps: HandlerDeps, base: string, sectionId: number | null): Promise<string> {
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    if (await slugIsFree(deps, candidate, sectionId)) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}
