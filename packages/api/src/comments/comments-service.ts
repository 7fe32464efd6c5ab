import { eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../core/errors';
import { notifyUser, senderName } from '../notifications/personal-notifications';
import { siteSettings } from '../settings/site-settings';
import { recountComments } from './comment-counts';
import { commentStatusFor } from './comment-gate';
import { findVisibleNews } from './comment-news';
import { SHOWN_COMMENT } from './comment-status';
import { VISIBLE_COMMENT } from './comments-list';
import { typedPlainText } from './plain-text';

/** users.role of an administrator, who may remove any comment. */
const ADMIN_ROLE = 1;

export interface NewComment {
  parentId: number;
  news: IdOrSlug;
  message: string;
  /** The language the answer is worded in (a ban's end is written in it). */
  language?: string | null;
}

export interface AddedComment {
  newsId: number;
  /** Pre-moderation holds it for a moderator: readers see it once approved. */
  waiting: boolean;
}

/**
 * Stores a comment and counts it on the news item. A reply to a reply hangs off the top-level
 * comment (threads are one level deep); the author of the comment replied to is notified. A
 * reader barred from commenting is refused; a new reader's comment may wait for a moderator
 * (comment-gate.ts), and is then neither counted nor notified until approved.
 * Returns the news item's id, for the refreshed list.
 */
export async function addComment(deps: Deps, caller: Caller, input: NewComment): Promise<AddedComment> {
  const settings = await siteSettings(deps);
  if (settings.values.comments_mode === '0') throw forbidden('Comments are turned off');
  const news = await findVisibleNews(deps, input.news);
  const status = await commentStatusFor(deps, settings, caller.id, input.language ?? null);
  const message = typedPlainText(input.message);
  if (message === '') throw badRequest('message must not be empty');

  let parent: { id: number; parentId: number | null; userId: number } | null = null;
  if (input.parentId > 0) {
    const [row] = await deps.db
      .select({ id: schema.comments.id, parentId: schema.comments.parentId, userId: schema.comments.userId, newsId: schema.comments.newsId, status: schema.comments.status })
      .from(schema.comments)
      .where(eq(schema.comments.id, input.parentId))
      .limit(1);
    if (!row || row.status !== VISIBLE_COMMENT) throw notFound('Parent comment');
    if (row.newsId !== news.id) throw badRequest('parent_id must be a comment on the same news');
    parent = row;
  }

  const comment = { newsId: news.id, userId: caller.id, parentId: parent ? (parent.parentId ?? parent.id) : null, message, status };
  if (status !== SHOWN_COMMENT) {
    await deps.db.insert(schema.comments).values(comment);
    return { newsId: news.id, waiting: true };
  }
  if (!parent || parent.userId === caller.id) {
    await insertCounted(deps.db, comment);
  } else {
    const { userId } = parent;
    await deps.db.transaction(async (tx) => {
      const replyId = await insertCounted(tx, comment);
      const message = `${await senderName(tx, caller.id)} replied to your comment`;
      await notifyUser(tx, { userId, senderId: caller.id, type: 'comment', message, newsId: news.id, commentId: replyId });
    });
  }
  return { newsId: news.id, waiting: false };
}

/** Stores a comment and counts it on its news item, in one statement; answers the comment's id. */
async function insertCounted(db: Db, comment: typeof schema.comments.$inferInsert): Promise<number> {
  const added = db.$with('added').as(db.insert(schema.comments).values(comment).returning({ id: schema.comments.id, newsId: schema.comments.newsId }));
  const counted = db.$with('counted').as(
    db
      .update(schema.newsStats)
      .set({ totalComment: sql`${schema.newsStats.totalComment} + 1` })
      .where(inArray(schema.newsStats.newsId, db.select({ id: added.newsId }).from(added)))
      .returning({ newsId: schema.newsStats.newsId }),
  );
  // PostgreSQL runs every writing WITH part, so `counted` counts though only `added` is read.
  const [row] = await db.with(added, counted).select({ id: added.id }).from(added);
  return row!.id;
}

/**
 * Removes a comment (its author's or, for an admin, anyone's) with its replies, and recounts the
 * news item's comments (hidden or waiting ones were never counted). Reactions and flags go with
 * them (foreign keys cascade).
 */
export async function deleteComment(deps: Deps, caller: Caller, commentId: number): Promise<number> {
  const [comment] = await deps.db
    .select({ id: schema.comments.id, userId: schema.comments.userId, newsId: schema.comments.newsId })
    .from(schema.comments)
    .where(eq(schema.comments.id, commentId))
    .limit(1);
  if (!comment) throw notFound('Comment');
  if (comment.userId !== caller.id && caller.role !== ADMIN_ROLE) throw forbidden('You can delete only your own comments');

  return deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(schema.comments)
      .where(or(eq(schema.comments.id, comment.id), eq(schema.comments.parentId, comment.id)))
      .returning({ id: schema.comments.id });
    await recountComments(tx, comment.newsId);
    return removed.length;
  });
}
