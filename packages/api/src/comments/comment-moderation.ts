import { inArray, or } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { notifyUser, senderName } from '../notifications/personal-notifications';
import { recountComments } from './comment-counts';
import { SHOWN_COMMENT, WAITING_COMMENT } from './comment-status';

interface ModeratedRow {
  id: number;
  status: number;
  parentId: number | null;
  userId: number;
  newsId: number;
  message: string;
}

/** What a moderation did, for its audit entry: each comment's status (or text) before and after. */
export interface Moderated {
  count: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

async function lockedComments(tx: Db, ids: number[]): Promise<ModeratedRow[]> {
  const rows = await tx
    .select({ id: schema.comments.id, status: schema.comments.status, parentId: schema.comments.parentId, userId: schema.comments.userId, newsId: schema.comments.newsId, message: schema.comments.message })
    .from(schema.comments)
    .where(inArray(schema.comments.id, ids))
    .for('update');
  if (rows.length === 0) throw notFound('Comment');
  return rows;
}

async function recountStories(tx: Db, rows: ModeratedRow[]): Promise<void> {
  for (const newsId of new Set(rows.map((row) => row.newsId))) await recountComments(tx, newsId);
}

/**
 * A waiting reply, once approved, tells the writer of the comment it answers, as a reply that
 * was shown at once did (comments-service.ts).
 */
async function notifyApprovedReplies(tx: Db, rows: ModeratedRow[]): Promise<void> {
  const replies = rows.filter((row) => row.status === WAITING_COMMENT && row.parentId !== null);
  if (replies.length === 0) return;
  const parents = await tx
    .select({ id: schema.comments.id, userId: schema.comments.userId })
    .from(schema.comments)
    .where(inArray(schema.comments.id, replies.map((row) => row.parentId!)));
  const writerOf = new Map(parents.map((parent) => [parent.id, parent.userId]));
  for (const reply of replies) {
    const userId = writerOf.get(reply.parentId!);
    if (userId === undefined) continue;
    const message = `${await senderName(tx, reply.userId)} replied to your comment`;
    await notifyUser(tx, { userId, senderId: reply.userId, type: 'comment', message, newsId: reply.newsId, commentId: reply.id });
  }
}

const statusOf = (rows: ModeratedRow[], status?: number) => Object.fromEntries(rows.map((row) => [String(row.id), status ?? row.status]));

/**
 * Shows (approve, SHOWN_COMMENT) or hides (HIDDEN_COMMENT) comments in one transaction and clears their reports: the moderator
 * decided, so the queue lets them go. Counts follow what readers now see.
 */
export async function setCommentsStatus(deps: Deps, ids: number[], status: number): Promise<Moderated> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockedComments(tx, ids);
    const found = rows.map((row) => row.id);
    await tx.update(schema.comments).set({ status }).where(inArray(schema.comments.id, found));
    await tx.delete(schema.commentFlags).where(inArray(schema.commentFlags.commentId, found));
    if (status === SHOWN_COMMENT) await notifyApprovedReplies(tx, rows);
    await recountStories(tx, rows);
    return { count: rows.length, before: statusOf(rows), after: statusOf(rows, status) };
  });
}

/** Deletes comments with their replies (reactions and reports cascade) and recounts their stories. */
export async function deleteComments(deps: Deps, ids: number[]): Promise<Moderated> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockedComments(tx, ids);
    const found = rows.map((row) => row.id);
    const removed = await tx
      .delete(schema.comments)
      .where(or(inArray(schema.comments.id, found), inArray(schema.comments.parentId, found)))
      .returning({ id: schema.comments.id });
    await recountStories(tx, rows);
    const before = Object.fromEntries(rows.map((row) => [String(row.id), row.message]));
    return { count: removed.length, before, after: Object.fromEntries(found.map((id) => [String(id), null])) };
  });
}

