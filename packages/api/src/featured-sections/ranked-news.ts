import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { highestFirst } from '../core/order';

const { news, newsStats } = schema;

/** The counters a section can rank news by. */
export const NEWS_COUNTERS: Record<string, AnyPgColumn> = {
  most_commented: newsStats.totalComment,
  most_viewed: newsStats.totalViews,
  most_favorite: newsStats.totalBookmark,
  most_like: newsStats.totalLike,
};

const rankOrder = (counter: AnyPgColumn) => [highestFirst(counter), desc(news.publishedAt), desc(news.id)];

/**
 * A page of news ids ranked by a counter, newest first among equals. One ORDER BY counter,
 * published_at would make Postgres sort every item sharing a counter value (the thousands never
 * liked, say), because the counter indexes (news_stats) hold the counter only. Instead: walk the
 * counter index to the value at the page's last position, rank the few items above that value,
 * and fill up with the items at exactly that value in publication order, which the news indexes
 * serve directly. `where` is a condition on news; the counters are joined.
 */
export async function rankedNewsIds(deps: Deps, where: SQL, counter: AnyPgColumn, page: { offset: number; limit: number }): Promise<number[]> {
  const end = page.offset + page.limit;
  const ranked = () => deps.db.select({ id: news.id }).from(newsStats).innerJoin(news, eq(news.id, newsStats.newsId));
  const [edge] = await deps.db
    .select({ value: counter })
    .from(newsStats)
    .innerJoin(news, eq(news.id, newsStats.newsId))
    .where(where)
    .orderBy(highestFirst(counter))
    .limit(1)
    .offset(end - 1);
  if (!edge) {
    // Fewer items match than the page reaches: all of them fit in one small sort.
    const rows = await ranked().where(where).orderBy(...rankOrder(counter)).limit(page.limit).offset(page.offset);
    return rows.map((row) => row.id);
  }
  const above = await ranked().where(and(where, gt(counter, edge.value))).orderBy(...rankOrder(counter));
  const tied = await ranked()
    .where(and(where, eq(counter, edge.value)))
    .orderBy(highestFirst(news.publishedAt), desc(news.id))
    .limit(end - above.length);
  return [...above, ...tied].slice(page.offset, end).map((row) => row.id);
}
