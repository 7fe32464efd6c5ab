import { and, count, countDistinct, eq, lte, sql, sum, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';

const { commentFlags, comments, news, newsStats, users } = schema;

/** Comments waiting for a moderator (pre-moderation), as migration 0015 defines the status. */
const COMMENT_WAITING = 2;

/**
 * Each query reads an index or a small aggregate table, never every view row: the budget is
 * 50 ms per query with 100,000 stories and 1,000,000 views (`npm run bench:dashboard`). `authorId`
 * narrows a query to an author's own stories; null is the whole site.
 */
const ownStories = (authorId: number | null): SQL | undefined => (authorId === null ? undefined : eq(news.staffAuthorId, authorId));

const firstNumber = (rows: { n: number | string | null }[]) => Number(rows[0]?.n ?? 0);

export async function publishedTotal(db: Db, authorId: number | null): Promise<number> {
  return firstNumber(await db.select({ n: count() }).from(news).where(and(eq(news.status, NEWS_STATUS.published), lte(news.publishedAt, sql`now()`), ownStories(authorId))));
}

export async function readerTotal(db: Db): Promise<number> {
  return firstNumber(await db.select({ n: count() }).from(users));
}

export async function commentTotal(db: Db, authorId: number | null): Promise<number> {
  if (authorId === null) return firstNumber(await db.select({ n: count() }).from(comments));
  return firstNumber(await db.select({ n: count() }).from(comments).innerJoin(news, eq(news.id, comments.newsId)).where(ownStories(authorId)));
}

/** Every counted view: the stories' counters, which hold the views from before the daily tables too. */
export async function viewTotal(db: Db, authorId: number | null): Promise<number> {
  if (authorId === null) return firstNumber(await db.select({ n: sum(newsStats.totalViews) }).from(newsStats));
  return firstNumber(await db.select({ n: sum(newsStats.totalViews) }).from(newsStats).innerJoin(news, eq(news.id, newsStats.newsId)).where(ownStories(authorId)));
}

export async function pendingStories(db: Db, authorId: number | null): Promise<number> {
  return firstNumber(await db.select({ n: count() }).from(news).where(and(eq(news.status, NEWS_STATUS.pending), ownStories(authorId))));
}

/** Flagged comments, each once however many readers flagged it (approving a comment clears its flags). */
export async function openFlags(db: Db): Promise<number> {
  return firstNumber(await db.select({ n: countDistinct(commentFlags.commentId) }).from(commentFlags));
}

export async function waitingComments(db: Db): Promise<number> {
  return firstNumber(await db.select({ n: count() }).from(comments).where(eq(comments.status, COMMENT_WAITING)));
}
