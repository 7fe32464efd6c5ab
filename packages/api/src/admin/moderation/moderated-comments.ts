import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { z } from 'zod';
import type { CommentStatusName, commentListQuery, flagQueueQuery, ModeratedCommentRecord } from '@newsroom/contract/admin/moderation';
import type { HandlerDeps } from '../../core/handler-deps';
import { notFound } from '../../core/errors';
import { HIDDEN_COMMENT, SHOWN_COMMENT, WAITING_COMMENT } from '../../comments/comment-status';

/** A moderator's search is matched literally: `%` and `_` are not wildcards to them. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const STATUS_NUMBER: Record<CommentStatusName, number> = { shown: SHOWN_COMMENT, hidden: HIDDEN_COMMENT, waiting: WAITING_COMMENT };
const statusName = (status: number): CommentStatusName => (status === SHOWN_COMMENT ? 'shown' : status === WAITING_COMMENT ? 'waiting' : 'hidden');

/** Reports per comment: the flag queue's rows and every comment's report count. */
const reports = (deps: HandlerDeps) =>
  deps.db
    .select({ commentId: schema.commentFlags.commentId, flagCount: count().as('flag_count'), lastFlaggedAt: max(schema.commentFlags.createdAt).as('last_flagged_at') })
    .from(schema.commentFlags)
    .groupBy(schema.commentFlags.commentId)
    .as('reports');

/** One query for a page of comments with writer, story, its language and report counts. */
function commentRows(deps: HandlerDeps, queue: boolean) {
  const counted = reports(deps);
  const columns = {
    id: schema.comments.id,
    parentId: schema.comments.parentId,
    message: schema.comments.message,
    status: schema.comments.status,
    createdAt: schema.comments.createdAt,
    totalLike: schema.comments.totalLike,
    totalDislike: schema.comments.totalDislike,
    userId: schema.comments.userId,
    userName: schema.users.name,
    userEmail: schema.users.email,
    bannedUntil: schema.users.commentBannedUntil,
    newsId: schema.comments.newsId,
    newsTitle: schema.news.title,
    newsSlug: schema.news.slug,
    languageCode: schema.languages.code,
    defaultLanguage: schema.languages.isDefault,
    flagCount: sql<number>`coalesce(${counted.flagCount}, 0)::int`,
    lastFlaggedAt: counted.lastFlaggedAt,
  };
  const base = deps.db.select(columns).from(schema.comments);
  const joined = queue ? base.innerJoin(counted, eq(counted.commentId, schema.comments.id)) : base.leftJoin(counted, eq(counted.commentId, schema.comments.id));
  return {
    counted,
    query: joined
      .innerJoin(schema.users, eq(schema.users.id, schema.comments.userId))
      .innerJoin(schema.news, eq(schema.news.id, schema.comments.newsId))
      .innerJoin(schema.languages, eq(schema.languages.id, schema.news.languageId)),
  };
}

type Row = Awaited<ReturnType<ReturnType<typeof commentRows>['query']['execute']>>[number];

/** The records of a page of rows, with every report of each (one more query for the page). */
async function toRecords(deps: HandlerDeps, rows: Row[]): Promise<ModeratedCommentRecord[]> {
  const ids = rows.map((row) => row.id);
  const flags = ids.length
    ? await deps.db
        .select({ id: schema.commentFlags.id, commentId: schema.commentFlags.commentId, reason: schema.commentFlags.message, readerId: schema.commentFlags.userId, readerName: schema.users.name, createdAt: schema.commentFlags.createdAt })
        .from(schema.commentFlags)
        .innerJoin(schema.users, eq(schema.users.id, schema.commentFlags.userId))
        .where(inArray(schema.commentFlags.commentId, ids))
        .orderBy(desc(schema.commentFlags.createdAt), desc(schema.commentFlags.id))
    : [];
  return rows.map((row) => {
    const language = row.defaultLanguage ? '' : `/${row.languageCode}`;
    return {
      id: row.id,
      parent_id: row.parentId,
      message: row.message,
      status: statusName(row.status),
      created_at: row.createdAt.toISOString(),
      total_like: row.totalLike,
      total_dislike: row.totalDislike,
      user_id: row.userId,
      user_name: row.userName,
      user_email: row.userEmail,
      user_banned_until: row.bannedUntil && row.bannedUntil > new Date() ? row.bannedUntil.toISOString() : null,
      news_id: row.newsId,
      news_title: row.newsTitle,
      story_path: `${language}/news/${encodeURIComponent(row.newsSlug)}#comment-${row.id}`,
      flag_count: row.flagCount,
      last_flagged_at: row.lastFlaggedAt ? new Date(row.lastFlaggedAt).toISOString() : null,
      flags: flags
        .filter((flag) => flag.commentId === row.id)
        .map((flag) => ({ id: flag.id, reason: flag.reason, reader_id: flag.readerId, reader_name: flag.readerName, created_at: flag.createdAt.toISOString() })),
    };
  });
}

const page = (query: { page: number; perPage: number }) => ({ limit: query.perPage, offset: (query.page - 1) * query.perPage });

/** Every comment, newest first by default (read from `comments_created_idx`). */
export async function listModeratedComments(deps: HandlerDeps, query: z.output<typeof commentListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(schema.comments.message, `%${escapeLike(filter.q)}%`));
  if (filter.news_id) conditions.push(eq(schema.comments.newsId, filter.news_id));
  if (filter.user_id) conditions.push(eq(schema.comments.userId, filter.user_id));
  if (filter.status) conditions.push(eq(schema.comments.status, STATUS_NUMBER[filter.status]));
  if (filter.id) conditions.push(inArray(schema.comments.id, filter.id.length > 0 ? filter.id : [0]));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const sortColumn = query.sort === 'id' ? schema.comments.id : schema.comments.createdAt;
  const { limit, offset } = page(query);
  const rows = await commentRows(deps, false).query.where(where).orderBy(direction(sortColumn), direction(schema.comments.id)).limit(limit).offset(offset);
  const [total] = await deps.db.select({ value: count() }).from(schema.comments).where(where);
  return { data: await toRecords(deps, rows), total: total?.value ?? 0 };
}

/** The flag queue: each reported comment once, with its reports, the latest report first by default. */
export async function listFlagQueue(deps: HandlerDeps, query: z.output<typeof flagQueueQuery>) {
  const { filter } = query;
  const { counted, query: rows } = commentRows(deps, true);
  const conditions: SQL[] = [isNotNull(counted.commentId)];
  if (filter.news_id) conditions.push(eq(schema.comments.newsId, filter.news_id));
  if (filter.id) conditions.push(inArray(schema.comments.id, filter.id.length > 0 ? filter.id : [0]));
  const direction = query.order === 'ASC' ? asc : desc;
  const sortColumn = query.sort === 'flag_count' ? counted.flagCount : counted.lastFlaggedAt;
  const { limit, offset } = page(query);
  const found = await rows.where(and(...conditions)).orderBy(direction(sortColumn), direction(schema.comments.id)).limit(limit).offset(offset);
  const scope = filter.news_id || filter.id ? and(...conditions.slice(1)) : undefined;
  const [total] = await deps.db
    .select({ value: sql<number>`count(distinct ${schema.commentFlags.commentId})::int` })
    .from(schema.commentFlags)
    .innerJoin(schema.comments, eq(schema.comments.id, schema.commentFlags.commentId))
    .where(scope);
  return { data: await toRecords(deps, found), total: total?.value ?? 0 };
}

export async function oneModeratedComment(deps: HandlerDeps, id: number): Promise<ModeratedCommentRecord> {
  const rows = await commentRows(deps, false).query.where(eq(schema.comments.id, id)).limit(1);
  const [record] = await toRecords(deps, rows);
  if (!record) throw notFound('Comment');
  return record;
}
