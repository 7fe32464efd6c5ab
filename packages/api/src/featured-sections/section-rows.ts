import { and, asc, count, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { FeaturedSectionFields } from '@newsroom/contract/featured-sections';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { mediaUrl } from '../media/store';

const { featuredSections } = schema;

export type SectionRow = typeof featuredSections.$inferSelect;

/** Sections readers see are the active ones (status 1). */
const ACTIVE = eq(featuredSections.status, 1);

/** One page of a language's active sections in the editors' order, and how many there are. */
export async function sectionPage(deps: Deps, languageId: number, offset: number, limit: number): Promise<{ rows: SectionRow[]; total: number }> {
  const where = and(eq(featuredSections.languageId, languageId), ACTIVE);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(featuredSections)
      .where(where)
      .orderBy(asc(featuredSections.rowOrder), asc(featuredSections.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(featuredSections).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * One active section named by id or slug. Ids and slugs are unique across languages, so the
 * section is found whatever `language_id` says: a shared link opens in any reader's language.
 */
export async function activeSection(deps: Deps, section: IdOrSlug): Promise<SectionRow> {
  const named = 'id' in section ? eq(featuredSections.id, section.id) : eq(featuredSections.slug, section.slug);
  const [row] = await deps.db.select().from(featuredSections).where(and(named, ACTIVE)).limit(1);
  if (!row) throw notFound('Featured section');
  return row;
}

/** A stored comma list (`"3, 1,3"`) as ids in their listed order, duplicates and junk dropped. */
export function idsOf(list: string): number[] {
  const ids: number[] = [];
  for (const part of list.split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const n = Number(text);
    if (n >= 1 && n <= 2_147_483_647 && !ids.includes(n)) ids.push(n);
  }
  return ids;
}

/** The section's own fields as the contract shows them (its items are added by the caller). */
export function toSectionFields(deps: Deps, row: SectionRow): Omit<FeaturedSectionFields, 'ad_spaces'> {
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    slug: row.slug,
    short_description: row.shortDescription,
    news_type: row.newsType,
    videos_type: row.videosType,
    filter_type: row.filterType,
    category_ids: row.categoryIds,
    subcategory_ids: row.subcategoryIds,
    news_ids: row.newsIds,
    style_web: row.styleWeb,
    // The app's own layout where the editors chose one; otherwise the app shows the web's.
    style_app: row.styleApp || row.styleWeb,
    row_order: row.rowOrder,
    is_based_on_user_choice: row.isBasedOnUserChoice,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    og_image: mediaUrl(deps.config.mediaBaseUrl, row.ogImage),
  };
}
