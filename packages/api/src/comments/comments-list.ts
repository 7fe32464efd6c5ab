import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Comment } from '@newsroom/contract/comments';
import type { Deps } from '../core/deps';
import { formatDateTime } from '../core/dates';
import { mediaUrl } from '../media/store';
import { siteSettings } from '../settings/site-settings';

/** Only comments with this status are shown to readers. */
export const VISIBLE_COMMENT = 1;

const commentColumns = {
  id: schema.comments.id,
  parentId: schema.comments.parentId,
  userId: schema.comments.userId,
  newsId: schema.comments.newsId,
  message: schema.comments.message,
  status: schema.comments.status,
  createdAt: schema.comments.createdAt,
  totalLike: schema.comments.totalLike,
  totalDislike: schema.comments.totalDislike,
  authorName: schema.users.name,
  authorProfile: schema.users.profile,
};

interface CommentRow {
  id: number;
  parentId: number | null;
  userId: number;
  newsId: number;
  message: string;
  status: number;
  createdAt: Date;
  totalLike: number;
  totalDislike: number;
  authorName: string;
  authorProfile: string;
}

export interface CommentPage {
  items: Comment[];
  total: number;
}

/** The caller's reaction (1 like, 2 dislike) to each of the given comments. */
async function reactionsOf(deps: Deps, callerId: number | null, commentIds: number[]): Promise<Map<number, number>> {
  if (callerId === null || commentIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ commentId: schema.commentReactions.commentId, status: schema.commentReactions.status })
    .from(schema.commentReactions)
    .where(and(eq(schema.commentReactions.userId, callerId), inArray(schema.commentReactions.commentId, commentIds)));
  return new Map(rows.map((row) => [row.commentId, row.status]));
}

/**
 * One page of a news item's top-level comments, newest first, each with all of its replies
 * (oldest first). Three queries whatever the page size: the page, its replies, the caller's
 * reactions; authors come joined.
 */
export async function listComments(
  deps: Deps,
  newsId: number,
  callerId: number | null,
  page: { offset: number; limit: number },
): Promise<CommentPage> {
  const topLevel = and(eq(schema.comments.newsId, newsId), isNull(schema.comments.parentId), eq(schema.comments.status, VISIBLE_COMMENT));
  const [[counted], parents] = await Promise.all([
    deps.db.select({ total: count() }).from(schema.comments).where(topLevel),
    deps.db
      .select(commentColumns)
      .from(schema.comments)
      .innerJoin(schema.users, eq(schema.users.id, schema.comments.userId))
      .where(topLevel)
      .orderBy(desc(schema.comments.createdAt), desc(schema.comments.id))
      .offset(page.offset)
      .limit(page.limit),
  ]);
  if (parents.length === 0) return { items: [], total: counted?.total ?? 0 };

  const replies = await deps.db
    .select(commentColumns)
    .from(schema.comments)
    .innerJoin(schema.users, eq(schema.users.id, schema.comments.userId))
    .where(and(inArray(schema.comments.parentId, parents.map((row) => row.id)), eq(schema.comments.status, VISIBLE_COMMENT)))
    .orderBy(asc(schema.comments.createdAt), asc(schema.comments.id));
  const reactions = await reactionsOf(deps, callerId, [...parents, ...replies].map((row) => row.id));
  const { timeZone } = await siteSettings(deps);

  const toComment = (row: CommentRow): Comment => {
    const reaction = reactions.get(row.id) ?? 0;
    const profile = mediaUrl(deps.config.publicUrl, row.authorProfile);
    return {
      id: row.id,
      parent_id: row.parentId ?? 0,
      user_id: row.userId,
      news_id: row.newsId,
      message: row.message,
      status: row.status,
      date: formatDateTime(row.createdAt, timeZone),
      total_like: row.totalLike,
      total_dislike: row.totalDislike,
      like: reaction === 1 ? '1' : '0',
      dislike: reaction === 2 ? '1' : '0',
      name: row.authorName,
      profile,
      user: { id: row.userId, name: row.authorName, profile },
      replay: [],
    };
  };

  const byParent = new Map<number, Comment[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentId ?? 0) ?? [];
    list.push(toComment(reply));
    byParent.set(reply.parentId ?? 0, list);
  }
  const items = parents.map((row) => ({ ...toComment(row), replay: byParent.get(row.id) ?? [] }));
  return { items, total: counted?.total ?? 0 };
}
