import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import type { Deps } from '../deps';
import { mediaUrl } from '../media/store';
import { schemaMarkupElement } from '../seo/schema-markup';

export type BreakingNewsRow = typeof schema.breakingNews.$inferSelect;

/** A breaking news row as the contract shows it; media paths become absolute URLs. */
export function toBreakingNewsItem(deps: Deps, row: BreakingNewsRow): BreakingNewsItem {
  const mediaBaseUrl = deps.config.mediaBaseUrl;
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    slug: row.slug,
    image: mediaUrl(mediaBaseUrl, row.image),
    content_type: row.contentType,
    // An uploaded video is stored as a media path; YouTube and other URLs pass through unchanged.
    content_value: row.contentType === 'standard_post' ? '' : mediaUrl(mediaBaseUrl, row.contentValue),
    description: row.description,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    schema_markup: schemaMarkupElement(row.schemaMarkup),
    total_views: row.totalViews,
  };
}

/**
 * Breaking news items by id in the order the ids are given (a featured section's custom order);
 * unknown and closed ids are skipped. One query however many ids.
 */
export async function breakingNewsByIds(deps: Deps, ids: readonly number[]): Promise<BreakingNewsItem[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(schema.breakingNews).where(and(inArray(schema.breakingNews.id, [...new Set(ids)]), eq(schema.breakingNews.status, 1)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toBreakingNewsItem(deps, row)] : [];
  });
}
