import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@newsroom/db/client';
import type { BreakingNewsRecord, breakingNewsBody, breakingNewsListQuery } from '@newsroom/contract/admin/live-coverage';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { mediaUrl } from '../../media/store';
import type { BreakingNewsRow } from '../../breaking-news/breaking-news-items';
import { sanitizeNewsHtml } from '../../news/news-html';
import { slugFromTitle } from '../../news/news-input';
import { linkedVideoUrl } from '../../news/video-links';
import { schemaMarkupElement } from '../../seo/schema-markup';
import { fieldError } from '../core/admin-errors';
import { removeLiveMedia, replacedPaths, uploadedImage, uploadedVideo } from './live-media';

const { breakingNews } = schema;
type Body = z.output<typeof breakingNewsBody>;

export function toBreakingNewsRecord(deps: Deps, row: BreakingNewsRow): BreakingNewsRecord {
  const url = (stored: string) => mediaUrl(deps.config.mediaBaseUrl, stored);
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    slug: row.slug,
    image: url(row.image),
    content_type: row.contentType as BreakingNewsRecord['content_type'],
    content_value: row.contentType === 'video_upload' ? url(row.contentValue) : row.contentValue,
    description: row.description,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    schema_markup: row.schemaMarkup,
    status: row.status === 1 ? 1 : 0,
    total_views: row.totalViews,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an item: what an editor changes, not its counters. */
export const auditedBreakingNews = (row: BreakingNewsRow) => ({
  language_id: row.languageId, title: row.title, slug: row.slug, image: row.image, content_type: row.contentType, content_value: row.contentValue,
  description: row.description, meta_title: row.metaTitle, meta_description: row.metaDescription, meta_keyword: row.metaKeyword,
  schema_markup: row.schemaMarkup, status: row.status,
});

const SORT = { created_at: breakingNews.createdAt, title: breakingNews.title, total_views: breakingNews.totalViews };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function listBreakingNewsForStaff(deps: Deps, query: z.output<typeof breakingNewsListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(breakingNews.title, `%${escapeLike(filter.q)}%`));
  if (filter.language_id) conditions.push(eq(breakingNews.languageId, filter.language_id));
  if (filter.status !== undefined) conditions.push(eq(breakingNews.status, filter.status));
  if (filter.id) conditions.push(inArray(breakingNews.id, filter.id.length > 0 ? filter.id : [0]));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await deps.db.select().from(breakingNews).where(where).orderBy(direction(SORT[query.sort]), direction(breakingNews.id)).limit(query.perPage).offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: count() }).from(breakingNews).where(where);
  return { data: rows.map((row) => toBreakingNewsRecord(deps, row)), total: total?.value ?? 0 };
}

export async function existingBreakingNews(deps: Deps, id: number): Promise<BreakingNewsRow> {
  const [row] = await deps.db.select().from(breakingNews).where(eq(breakingNews.id, id)).limit(1);
  if (!row) throw notFound('Breaking news');
  return row;
}

async function slugTaken(deps: Deps, slug: string, exceptId: number | undefined): Promise<boolean> {
  const where = exceptId === undefined ? eq(breakingNews.slug, slug) : and(eq(breakingNews.slug, slug), ne(breakingNews.id, exceptId));
  return (await deps.db.select({ id: breakingNews.id }).from(breakingNews).where(where).limit(1)).length > 0;
}

/** A chosen slug must be free (slugs are unique across languages); one made from the title takes the next free number. */
async function freeSlug(deps: Deps, body: Body, exceptId: number | undefined): Promise<string> {
  if (body.slug) {
    if (await slugTaken(deps, body.slug, exceptId)) throw fieldError('slug', 'is already used by another breaking news item');
    return body.slug;
  }
  const base = slugFromTitle(body.title);
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    if (!(await slugTaken(deps, candidate, exceptId))) return candidate;
  }
}

/**
 * Creates or changes an item. The video of `video_upload` is a stored file (a new one replaces
 * it); linked videos follow the news rules (video-links.ts); the description is cleaned by the
 * news sanitizer, since the site shows it as HTML. Replaced files go once the row is saved.
 */
export async function saveBreakingNews(deps: Deps, body: Body, files: Record<string, File[]>, before?: BreakingNewsRow): Promise<BreakingNewsRow> {
  // The public API drops markup it cannot read as JSON-LD; saying so now beats a silent loss.
  if (body.schema_markup && schemaMarkupElement(body.schema_markup) === '') throw fieldError('schema_markup', 'must be JSON-LD: a JSON object or list, alone or in its script element');
  const slug = await freeSlug(deps, body, before?.id);
  const keptVideo = before?.contentType === 'video_upload' ? before.contentValue : '';
  if (body.content_type === 'video_upload' && !files.video?.[0] && !keptVideo) throw fieldError('video', 'is required for an uploaded video');
  const image = (await uploadedImage(deps, files, 'breaking')) ?? (body.remove_image ? '' : (before?.image ?? ''));
  const contentValue =
    body.content_type === 'standard_post' ? '' : body.content_type === 'video_upload' ? ((await uploadedVideo(deps, files)) ?? keptVideo) : linkedVideoUrl(body.content_type, body.content_value);
  const values = {
    languageId: body.language_id, title: body.title, slug, image, contentType: body.content_type, contentValue,
    description: sanitizeNewsHtml(body.description), metaTitle: body.meta_title, metaDescription: body.meta_description, metaKeyword: body.meta_keyword,
    schemaMarkup: body.schema_markup, status: body.status,
  };
  const [row] = before
    ? await deps.db.update(breakingNews).set(values).where(eq(breakingNews.id, before.id)).returning()
    : await deps.db.insert(breakingNews).values(values).returning();
  if (!row) throw notFound('Breaking news');
  if (before) await removeLiveMedia(deps, replacedPaths([before.image, keptVideo], [row.image, row.contentType === 'video_upload' ? row.contentValue : '']));
  return row;
}

export async function deleteBreakingNews(deps: Deps, id: number): Promise<BreakingNewsRow> {
  const row = await existingBreakingNews(deps, id);
  await deps.db.delete(breakingNews).where(eq(breakingNews.id, id));
  await removeLiveMedia(deps, [row.image, row.contentType === 'video_upload' ? row.contentValue : '']);
  return row;
}

/** Opens or closes the items named; answers those whose status changed, for the audit log. */
export async function setBreakingNewsStatus(deps: Deps, ids: readonly number[], status: 0 | 1): Promise<number[]> {
  const changed = await deps.db
    .update(breakingNews)
    .set({ status })
    .where(and(inArray(breakingNews.id, [...ids]), ne(breakingNews.status, status)))
    .returning({ id: breakingNews.id });
  return changed.map((row) => row.id);
}
