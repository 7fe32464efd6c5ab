import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { BookmarkResult, NewsItem } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../auth/sessions';
import type { Deps } from '../core/deps';
import { conflict, notFound } from '../core/errors';
import { newsItemsByIds, siteToday, visibleNewsCondition } from '../news/news-items';
import { newsMatching } from '../news/news-lookup';

const { news, bookmarks } = schema;

/**
 * set_bookmark: 1 adds (already bookmarked is 409), 0 removes (not bookmarked is 404). The
 * bookmark row and news.total_bookmark change in one transaction, the count only when a row did.
 */
export async function setBookmark(deps: Deps, item: IdOrSlug, status: 0 | 1, caller: Caller): Promise<BookmarkResult> {
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: news.id }).from(news).where(newsMatching(item)).limit(1);
    if (!target) throw notFound('News');
    const mine = and(eq(bookmarks.userId, caller.id), eq(bookmarks.newsId, target.id));
    let delta: number;
    if (status === 1) {
      const inserted = await tx.insert(bookmarks).values({ userId: caller.id, newsId: target.id }).onConflictDoNothing().returning({ newsId: bookmarks.newsId });
      if (inserted.length === 0) throw conflict('This news is already bookmarked');
      delta = 1;
    } else {
      const removed = await tx.delete(bookmarks).where(mine).returning({ newsId: bookmarks.newsId });
      if (removed.length === 0) throw notFound('Bookmark');
      delta = -1;
    }
    const [updated] = await tx
      .update(news)
      .set({ totalBookmark: sql`greatest(${news.totalBookmark} + ${delta}, 0)` })
      .where(eq(news.id, target.id))
      .returning({ totalBookmark: news.totalBookmark });
    return { news_id: target.id, bookmark: status, total_bookmark: updated?.totalBookmark ?? 0 };
  });
}

/** get_bookmark: the caller's bookmarked news that readers can still see, newest bookmark first. */
export async function listBookmarks(
  deps: Deps,
  query: { languageId: number; offset: number; limit: number },
  caller: Caller,
): Promise<{ items: NewsItem[]; total: number }> {
  const where = and(eq(bookmarks.userId, caller.id), eq(news.languageId, query.languageId), visibleNewsCondition(await siteToday(deps)));
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ id: news.id })
      .from(bookmarks)
      .innerJoin(news, eq(news.id, bookmarks.newsId))
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.newsId))
      .limit(query.limit)
      .offset(query.offset),
    deps.db.select({ total: count() }).from(bookmarks).innerJoin(news, eq(news.id, bookmarks.newsId)).where(where),
  ]);
  const items = await newsItemsByIds(deps, rows.map((row) => row.id), caller);
  return { items, total: counted?.total ?? 0 };
}
