import { count, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { READER_STORY_STATUSES, type ReaderProfile } from '@newsroom/contract/admin/readers';
import { NEWS_STATUS } from '@newsroom/contract/news-item';
import type { HandlerDeps } from '../../core/handler-deps';
import { existingReader, toReaderRecord } from './reader-records';

const { comments, commentReactions, newsReactions, bookmarks, news } = schema;

/** How many recent comments and stories the profile shows; the full lists are a link away. */
const RECENT = 5;
const LIKE = 1;

const COMMENT_STATUS = { 1: 'shown', 0: 'hidden', 2: 'waiting' } as const;
const commentStatus = (status: number) => COMMENT_STATUS[status as keyof typeof COMMENT_STATUS] ?? 'hidden';
const STORY_STATUS = Object.fromEntries(Object.entries(NEWS_STATUS).map(([name, value]) => [value, name])) as Record<number, (typeof READER_STORY_STATUSES)[number]>;
const storyStatus = (status: number) => STORY_STATUS[status] ?? 'pending';

/** One row of counts, each an index lookup on the reader's id (every table has one on user_id). */
async function countsOf(deps: HandlerDeps, userId: number) {
  const counted = (table: typeof comments | typeof bookmarks) => sql<number>`(select count(*)::int from ${table} where ${table.userId} = ${userId})`;
  const liked = (table: typeof newsReactions | typeof commentReactions) =>
    sql<number>`(select count(*)::int from ${table} where ${table.userId} = ${userId} and ${table.status} = ${LIKE})`;
  const [row] = await deps.db
    .select({ comments: counted(comments), story_likes: liked(newsReactions), comment_likes: liked(commentReactions), bookmarks: counted(bookmarks) })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return { comments: Number(row?.comments ?? 0), story_likes: Number(row?.story_likes ?? 0), comment_likes: Number(row?.comment_likes ?? 0), bookmarks: Number(row?.bookmarks ?? 0) };
}

async function storiesByStatus(deps: HandlerDeps, userId: number) {
  const rows = await deps.db.select({ status: news.status, value: count() }).from(news).where(eq(news.userId, userId)).groupBy(news.status);
  const stories = Object.fromEntries(READER_STORY_STATUSES.map((status) => [status, 0])) as Record<(typeof READER_STORY_STATUSES)[number], number>;
  for (const row of rows) stories[storyStatus(row.status)] += row.value;
  return stories;
}

/** The account, what it did on the site, and its latest comments and stories. */
export async function readerProfile(deps: HandlerDeps, userId: number): Promise<ReaderProfile> {
  const row = await existingReader(deps, userId);
  const [counts, stories, recentComments, recentStories] = await Promise.all([
    countsOf(deps, userId),
    storiesByStatus(deps, userId),
    deps.db
      .select({ id: comments.id, news_id: comments.newsId, news_title: news.title, message: comments.message, status: comments.status, created_at: comments.createdAt })
      .from(comments)
      .innerJoin(news, eq(news.id, comments.newsId))
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(RECENT),
    deps.db
      .select({ id: news.id, title: news.title, status: news.status, created_at: news.createdAt })
      .from(news)
      .where(eq(news.userId, userId))
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(RECENT),
  ]);
  return {
    ...toReaderRecord(deps, row),
    activity: { ...counts, stories },
    recent_comments: recentComments.map((comment) => ({ ...comment, status: commentStatus(comment.status), created_at: comment.created_at.toISOString() })),
    recent_stories: recentStories.map((story) => ({ ...story, status: storyStatus(story.status), created_at: story.created_at.toISOString() })),
  };
}
