import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { badRequest, conflict, notFound } from '../core/errors';
import { notifyUserOnce, senderName } from '../notifications/personal-notifications';
import { findVisibleNews } from './comment-news';
import { VISIBLE_COMMENT } from './comments-list';
import { typedPlainText } from './plain-text';

/** 1 like, 2 dislike, 0 no reaction. */
export type CommentReaction = 0 | 1 | 2;

async function findComment(deps: Deps, commentId: number) {
  const [comment] = await deps.db
    .select({ id: schema.comments.id, userId: schema.comments.userId, newsId: schema.comments.newsId, status: schema.comments.status, message: schema.comments.message })
    .from(schema.comments)
    .where(eq(schema.comments.id, commentId))
    .limit(1);
  if (!comment) throw notFound('Comment');
  return comment;
}

/**
 * The start of a comment, so a notification says which comment was liked. It is a preview: `<`
 * and `>` are shown as `‹ ›`, so the notification stays text that no client can read as markup
 * (and needs no decoding, unlike the comment itself).
 */
function quote(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim().replace(/</g, '‹').replace(/>/g, '›');
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}

/**
 * Sets the caller's reaction to a comment and moves the comment's counters to match. The
 * comment row is locked for the change, so concurrent reactions cannot skew the counts.
 * Returns the comment's news id, for the refreshed list.
 */
export async function setCommentReaction(deps: Deps, caller: Caller, commentId: number, status: CommentReaction): Promise<number> {
  const comment = await findComment(deps, commentId);
  if (comment.status !== VISIBLE_COMMENT) throw notFound('Comment');
  await findVisibleNews(deps, { id: comment.newsId });

  await deps.db.transaction(async (tx) => {
    await tx.select({ id: schema.comments.id }).from(schema.comments).where(eq(schema.comments.id, comment.id)).for('update');
    const mine = and(eq(schema.commentReactions.userId, caller.id), eq(schema.commentReactions.commentId, comment.id));
    const [existing] = await tx.select({ status: schema.commentReactions.status }).from(schema.commentReactions).where(mine).limit(1);
    const previous = existing?.status ?? 0;
    if (previous === status) return;

    if (status === 0) await tx.delete(schema.commentReactions).where(mine);
    else if (existing) await tx.update(schema.commentReactions).set({ status }).where(mine);
    else await tx.insert(schema.commentReactions).values({ userId: caller.id, commentId: comment.id, status });

    const likeDelta = Number(status === 1) - Number(previous === 1);
    const dislikeDelta = Number(status === 2) - Number(previous === 2);
    await tx
      .update(schema.comments)
      .set({
        totalLike: sql`greatest(${schema.comments.totalLike} + ${likeDelta}, 0)`,
        totalDislike: sql`greatest(${schema.comments.totalDislike} + ${dislikeDelta}, 0)`,
      })
      .where(eq(schema.comments.id, comment.id));

    if (status === 1 && comment.userId !== caller.id) {
      await notifyUserOnce(tx, {
        userId: comment.userId,
        senderId: caller.id,
        type: 'comment_like',
        message: `${await senderName(tx, caller.id)} liked your comment "${quote(comment.message)}"`,
        newsId: comment.newsId,
        commentId: comment.id,
      });
    }
  });
  return comment.newsId;
}

export interface NewFlag {
  commentId: number;
  news: IdOrSlug;
  message: string;
}

/**
 * Reports a comment to the moderators, once per reader and comment. The unique index on
 * (reader, comment) decides in the insert itself, so reports sent at once store one flag and
 * answer 409 to the rest; a check before the insert would let them all through.
 */
export async function flagComment(deps: Deps, caller: Caller, flag: NewFlag): Promise<void> {
  const comment = await findComment(deps, flag.commentId);
  if (comment.status !== VISIBLE_COMMENT) throw notFound('Comment');
  const news = await findVisibleNews(deps, flag.news);
  if (news.id !== comment.newsId) throw badRequest('news_id does not match the news of the comment');
  const reason = typedPlainText(flag.message);
  if (reason === '') throw badRequest('message must not be empty');

  const inserted = await deps.db
    .insert(schema.commentFlags)
    .values({ userId: caller.id, commentId: comment.id, newsId: news.id, message: reason })
    .onConflictDoNothing({ target: [schema.commentFlags.userId, schema.commentFlags.commentId] })
    .returning({ id: schema.commentFlags.id });
  if (inserted.length === 0) throw conflict('You have already reported this comment');
}
