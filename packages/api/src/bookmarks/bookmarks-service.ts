import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { BookmarkedNewsItem, BookmarkResult } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { conflict, notFound } from '../core/errors';
import { readPage, type Paged } from '../core/paged-query';
import { newsItemsByIds, siteToday, visibleNewsCondition } from '../news/news-items';
import { newsMatching } from '../news/news-lookup';
import { highestFirst } from '../core/order';

const { news, newsStats, bookmarks } = schema;

/**
 * set_bookmark: 1 adds (already bookmarked is 409), 0 removes (not bookmarked is 404). One
 * statement changes the bookmark row and counts it in news_stats, so the count moves
 * only when a row did; the reason for a refusal is looked up only when there is one.
 * News readers cannot see (not approved, past `show_till`) is not found, for its author too:
 * readers cannot open it on the site, and its existence must not show through.
 */
export async function setBookmark(deps: Deps, item: IdOrSlug, status: 0 | 1, caller: Caller): Promise<BookmarkResult> {
  const db = deps.db;
  const listed = and(newsMatching(item), visibleNewsCondition(await siteToday(deps)));
  const targetId = db.select({ id: news.id }).from(news).where(listed).limit(1);
  const changed =
    status === 1
      ? db.$with('changed').as(
          db
            .insert(bookmarks)
            .select(db.select({ userId: sql<number>`${caller.id}::int`.as('user_id'), newsId: news.id, createdAt: sql<Date>`now()`.as('created_at') }).from(news).where(listed).limit(1))
            .onConflictDoNothing()
            .returning({ newsId: bookmarks.newsId }),
        )
      : db.$with('changed').as(
          db
            .delete(bookmarks)
            .where(and(eq(bookmarks.userId, caller.id), eq(bookmarks.newsId, sql`(${targetId})`)))
            .returning({ newsId: bookmarks.newsId }),
        );
  const [updated] = await db
    .with(changed)
    .update(newsStats)
    .set({ totalBookmark: sql`greatest(${newsStats.totalBookmark} + ${status === 1 ? 1 : -1}, 0)` })
    .where(inArray(newsStats.newsId, db.select({ id: changed.newsId }).from(changed)))
    .returning({ id: newsStats.newsId, totalBookmark: newsStats.totalBookmark });
  if (updated) return { news_id: updated.id, bookmark: status, total_bookmark: updated.totalBookmark };

  const [exists] = await targetId;
  if (!exists) throw notFound('News');
  throw status === 1 ? conflict('This news is already bookmarked') : notFound('Bookmark');
}

/** get_bookmark: the caller's bookmarked news that readers can still see, newest bookmark first. */
export async function listBookmarks(
  deps: Deps,
  query: { languageId: number; offset: number; limit: number },
  caller: Caller,
): Promise<Paged<BookmarkedNewsItem>> {
  const where = and(eq(bookmarks.userId, caller.id), eq(news.languageId, query.languageId), visibleNewsCondition(await siteToday(deps)));
  const rows = deps.db
      .select({ id: news.id })
      .from(bookmarks)
      .innerJoin(news, eq(news.id, bookmarks.newsId))
      .where(where)
    .orderBy(highestFirst(bookmarks.createdAt), desc(bookmarks.newsId))
    .limit(query.limit)
    .offset(query.offset);
  const counted = deps.db.select({ total: count() }).from(bookmarks).innerJoin(news, eq(news.id, bookmarks.newsId)).where(where);
  return readPage({ rows, count: counted }, async (page) => {
    const items = await newsItemsByIds(deps, page.map((row) => row.id), caller);
    // Clients remove a bookmark with the item's `news_id`.
    return items.map((item) => ({ ...item, news_id: item.id }));
  });
}
