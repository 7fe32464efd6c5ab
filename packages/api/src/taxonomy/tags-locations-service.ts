import { and, asc, count, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Location, Tag } from '@newsroom/contract/taxonomy';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { mediaUrl } from '../media/store';

const { tags, locations } = schema;

export interface TagQuery {
  languageId: number;
  slug?: string;
  offset: number;
  limit: number;
}

/** A language's tags in alphabetical order; a slug picks one (404 if unknown). */
export async function listTags(deps: Deps, query: TagQuery): Promise<{ items: Tag[]; total: number }> {
  const where = and(eq(tags.languageId, query.languageId), query.slug === undefined ? undefined : eq(tags.slug, query.slug));
  const [rows, [counted]] = await Promise.all([
    deps.db.select().from(tags).where(where).orderBy(asc(tags.tagName), asc(tags.id)).limit(query.limit).offset(query.offset),
    deps.db.select({ total: count() }).from(tags).where(where),
  ]);
  if (query.slug !== undefined && rows.length === 0) throw notFound('Tag');
  const items = rows.map((row) => ({
    id: row.id,
    language_id: row.languageId,
    tag_name: row.tagName,
    slug: row.slug,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    og_image: mediaUrl(deps.config.mediaBaseUrl, row.ogImage),
  }));
  return { items, total: counted?.total ?? 0 };
}

/** Places news can be tied to, alphabetically; they are shared by all languages. */
export async function listLocations(deps: Deps, paging: { offset: number; limit: number }): Promise<{ items: Location[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    deps.db.select().from(locations).orderBy(asc(locations.locationName), asc(locations.id)).limit(paging.limit).offset(paging.offset),
    deps.db.select({ total: count() }).from(locations),
  ]);
  const items = rows.map((row) => ({ id: row.id, location_name: row.locationName, latitude: row.latitude, longitude: row.longitude }));
  return { items, total: counted?.total ?? 0 };
}
