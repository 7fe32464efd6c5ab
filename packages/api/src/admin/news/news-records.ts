import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema } from '@newsroom/db/client';
import type { AdminNewsRecord, StoryState } from '@newsroom/contract/admin/news';
import type { ContentType } from '@newsroom/contract/news';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { mediaUrl } from '../../media/store';
import { siteToday } from '../../news/news-items';
import { absoluteTextImages } from '../../news/news-text-media';
import { statusName } from './staff-story-rules';

const { news, newsStats, newsTags, newsImages, categories, languages, users, staffUsers } = schema;
const staffAuthors = alias(staffUsers, 'staff_authors');

type Row = typeof news.$inferSelect;

/** What readers see of a story now: the status, or for a published one, whether it is out yet or over. */
export function storyState(row: Pick<Row, 'status' | 'publishedAt' | 'showTill'>, today: string, now: Date): StoryState {
  const status = statusName(row.status);
  if (status !== 'published') return status;
  if (row.publishedAt > now) return 'scheduled';
  if (row.showTill !== null && row.showTill < today) return 'expired';
  return 'published';
}

/**
 * Stories as the console shows them, in the order of `ids` (unknown ones skipped): three queries
 * however many, the rows with their names, then tags and galleries batched.
 */
export async function newsRecords(deps: Deps, ids: number[]): Promise<AdminNewsRecord[]> {
  if (ids.length === 0) return [];
  const [rows, tagRows, imageRows, today] = await Promise.all([
    deps.db
      .select({ news, views: newsStats.totalViews, categoryName: categories.categoryName, code: languages.code, readerName: users.name, staffName: staffAuthors.name })
      .from(news)
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .innerJoin(languages, eq(languages.id, news.languageId))
      .leftJoin(newsStats, eq(newsStats.newsId, news.id))
      .leftJoin(users, eq(users.id, news.userId))
      .leftJoin(staffAuthors, eq(staffAuthors.id, news.staffAuthorId))
      .where(inArray(news.id, ids)),
    deps.db.select().from(newsTags).where(inArray(newsTags.newsId, ids)).orderBy(asc(newsTags.tagId)),
    deps.db.select().from(newsImages).where(inArray(newsImages.newsId, ids)).orderBy(asc(newsImages.position), asc(newsImages.id)),
    siteToday(deps),
  ]);
  const now = new Date();
  const mediaBaseUrl = deps.config.mediaBaseUrl;
  const byId = new Map(rows.map((row) => [row.news.id, row]));
  return ids.flatMap((id): AdminNewsRecord[] => {
    const found = byId.get(id);
    if (!found) return [];
    const { news: row } = found;
    return [
      {
        id: row.id,
        language_id: row.languageId,
        category_id: row.categoryId,
        category_name: found.categoryName,
        subcategory_id: row.subcategoryId,
        location_id: row.locationId,
        tag_ids: tagRows.filter((tag) => tag.newsId === id).map((tag) => tag.tagId),
        title: row.title,
        slug: row.slug,
        content_type: row.contentType as ContentType,
        content_value: row.contentType === 'video_upload' ? mediaUrl(mediaBaseUrl, row.contentValue) : row.contentValue,
        description: absoluteTextImages(row.description, mediaBaseUrl),
        image: mediaUrl(mediaBaseUrl, row.image),
        gallery: imageRows.filter((image) => image.newsId === id).map((image) => ({ id: image.id, image: mediaUrl(mediaBaseUrl, image.otherImage) })),
        meta_title: row.metaTitle,
        meta_description: row.metaDescription,
        meta_keyword: row.metaKeyword,
        status: statusName(row.status),
        state: storyState(row, today, now),
        published_at: row.publishedAt.toISOString(),
        show_till: row.showTill,
        rejection_reason: row.rejectionReason,
        writer: writerOf(row, found.readerName, found.staffName),
        reviewed_by: row.reviewedBy,
        reviewed_at: row.reviewedAt?.toISOString() ?? null,
        path: `/${found.code}/news/${row.slug}`,
        views: found.views ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    ];
  });
}

function writerOf(row: Row, readerName: string | null, staffName: string | null): AdminNewsRecord['writer'] {
  if (row.userId !== null) return { kind: 'reader', id: row.userId, name: readerName ?? '' };
  if (row.staffAuthorId !== null) return { kind: 'staff', id: row.staffAuthorId, name: staffName ?? '' };
  return { kind: 'newsroom', id: null, name: '' };
}

export async function newsRecord(deps: Deps, id: number): Promise<AdminNewsRecord> {
  const [record] = await newsRecords(deps, [id]);
  if (!record) throw notFound('News');
  return record;
}

/** What the audit log keeps of a story: its own fields, not counters, names or times of the row. */
export function auditedStory(record: AdminNewsRecord): Record<string, unknown> {
  const { views: _views, category_name: _name, state: _state, path: _path, created_at: _created, updated_at: _updated, writer: _writer, ...fields } = record;
  return fields;
}
