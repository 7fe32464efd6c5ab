import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { NewsViewResult } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { siteToday, visibleNewsCondition } from './news-items';
import { newsMatching } from './news-lookup';

const { news, newsStats, newsViews } = schema;

/**
 * Counts a view once per reader (`u:<id>`) or anonymous visitor (`a:<hash>`): the view row's
 * primary key makes a repeat insert a no-op, and the counter only moves when a row went in.
 * News readers cannot see (not approved, past `show_till`) is not found and never counted, for
 * its author too: "most viewed" must not rank a story before it is published.
 */
export async function recordNewsView(deps: Deps, item: IdOrSlug, user: Caller | null, visitor: string): Promise<NewsViewResult> {
  const viewer = user ? `u:${user.id}` : `a:${visitor}`;
  const [target] = await deps.db
    .select({ id: news.id, totalViews: newsStats.totalViews })
    .from(news)
    .innerJoin(newsStats, eq(newsStats.newsId, news.id))
    .where(and(newsMatching(item), visibleNewsCondition(await siteToday(deps))))
    .limit(1);
  if (!target) throw notFound('News');
  // One statement adds the view row and, only when it went in, counts it.
  const seen = deps.db.$with('seen').as(deps.db.insert(newsViews).values({ newsId: target.id, viewer }).onConflictDoNothing().returning({ newsId: newsViews.newsId }));
  const [counted] = await deps.db
    .with(seen)
    .update(newsStats)
    .set({ totalViews: sql`${newsStats.totalViews} + 1` })
    .where(inArray(newsStats.newsId, deps.db.select({ id: seen.newsId }).from(seen)))
    .returning({ totalViews: newsStats.totalViews });
  return counted ? { news_id: target.id, total_views: counted.totalViews, counted: 1 } : { news_id: target.id, total_views: target.totalViews, counted: 0 };
}
