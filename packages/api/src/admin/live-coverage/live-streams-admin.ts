import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@newsroom/db/client';
import type { LiveStreamRecord, liveStreamBody, liveStreamListQuery } from '@newsroom/contract/admin/live-coverage';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { mediaUrl } from '../../media/store';
import { linkedVideoUrl } from '../../news/video-links';
import { removeLiveMedia, replacedPaths, uploadedImage } from './live-media';

const { liveStreams } = schema;
type LiveStreamRow = typeof liveStreams.$inferSelect;
type Body = z.output<typeof liveStreamBody>;

export function toLiveStreamRecord(deps: Deps, row: LiveStreamRow): LiveStreamRecord {
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    image: mediaUrl(deps.config.mediaBaseUrl, row.image),
    type: row.type === 'url_youtube' ? 'url_youtube' : 'url_other',
    url: row.url,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    status: row.status === 1 ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

export const auditedLiveStream = (row: LiveStreamRow) => ({
  language_id: row.languageId, title: row.title, image: row.image, type: row.type, url: row.url,
  meta_title: row.metaTitle, meta_description: row.metaDescription, meta_keyword: row.metaKeyword, status: row.status,
});

const SORT = { created_at: liveStreams.createdAt, title: liveStreams.title };
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function listLiveStreamsForStaff(deps: Deps, query: z.output<typeof liveStreamListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(liveStreams.title, `%${escapeLike(filter.q)}%`));
  if (filter.language_id) conditions.push(eq(liveStreams.languageId, filter.language_id));
  if (filter.status !== undefined) conditions.push(eq(liveStreams.status, filter.status));
  if (filter.id) conditions.push(inArray(liveStreams.id, filter.id.length > 0 ? filter.id : [0]));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await deps.db.select().from(liveStreams).where(where).orderBy(direction(SORT[query.sort]), direction(liveStreams.id)).limit(query.perPage).offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: count() }).from(liveStreams).where(where);
  return { data: rows.map((row) => toLiveStreamRecord(deps, row)), total: total?.value ?? 0 };
}

export async function existingLiveStream(deps: Deps, id: number): Promise<LiveStreamRow> {
  const [row] = await deps.db.select().from(liveStreams).where(eq(liveStreams.id, id)).limit(1);
  if (!row) throw notFound('Live stream');
  return row;
}

/**
 * Creates or changes a stream. Its address follows the same rules as a story's linked video
 * (video-links.ts): YouTube must name a video, which the site plays by its id; anything else is an
 * http(s) address played as HLS or plain video.
 */
export async function saveLiveStream(deps: Deps, body: Body, files: Record<string, File[]>, before?: LiveStreamRow): Promise<LiveStreamRow> {
  const url = linkedVideoUrl(body.type === 'url_youtube' ? 'video_youtube' : 'video_other', body.url);
  const image = (await uploadedImage(deps, files, 'live')) ?? (body.remove_image ? '' : (before?.image ?? ''));
  const values = {
    languageId: body.language_id, title: body.title, image, type: body.type, url,
    metaTitle: body.meta_title, metaDescription: body.meta_description, metaKeyword: body.meta_keyword, status: body.status,
  };
  const [row] = before
    ? await deps.db.update(liveStreams).set(values).where(eq(liveStreams.id, before.id)).returning()
    : await deps.db.insert(liveStreams).values(values).returning();
  if (!row) throw notFound('Live stream');
  if (before) await removeLiveMedia(deps, replacedPaths([before.image], [row.image]));
  return row;
}

export async function deleteLiveStream(deps: Deps, id: number): Promise<LiveStreamRow> {
  const row = await existingLiveStream(deps, id);
  await deps.db.delete(liveStreams).where(eq(liveStreams.id, id));
  await removeLiveMedia(deps, [row.image]);
  return row;
}

export async function setLiveStreamStatus(deps: Deps, ids: readonly number[], status: 0 | 1): Promise<number[]> {
  const changed = await deps.db
    .update(liveStreams)
    .set({ status })
    .where(and(inArray(liveStreams.id, [...ids]), ne(liveStreams.status, status)))
    .returning({ id: liveStreams.id });
  return changed.map((row) => row.id);
}
