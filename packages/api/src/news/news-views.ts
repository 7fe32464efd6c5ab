import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { NewsViewResult } from '@newsroom/contract/news';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { siteToday, visibleNewsCondition } from './news-items';
import { newsMatching } from './news-lookup';

const { dailyViews, news, newsDailyViews, newsStats, newsViews } = schema;

/** Shards of a day's view total: concurrent views mostly add to different rows. */
const DAY_SHARDS = 16;

/**
 * Counts a view once per reader (`u:<id>`) or anonymous visitor (`a:<hash>`): the view row's
 * primary key makes a repeat insert a no-op, and the counter only moves when a row went in.
 * News readers cannot see (not approved, past `show_till`) is not found and never counted, for
 * its author too: "most viewed" must not rank a story before it is published.
 */
export async function recordNewsView(deps: Deps, item: IdOrSlug, user: Caller | null, visitor: string): Promise<NewsViewResult> {
  const viewer = user ? `u:${user.id}` : `a:${visitor}`;
  const today = await siteToday(deps);
  const [target] = await deps.db
    .select({ id: news.id, totalViews: newsStats.totalViews })
    .from(news)
    .innerJoin(newsStats, eq(newsStats.newsId, news.id))
    .where(and(newsMatching(item), visibleNewsCondition(today)))
    .limit(1);
  if (!target) throw notFound('News');
  // One statement adds the view row and, only when it went in, counts it: on the story, in the
  // site's day total (the dashboard's curve) and in the story's day (the week's most read).
  const seen = deps.db.$with('seen').as(deps.db.insert(newsViews).values({ newsId: target.id, viewer }).onConflictDoNothing().returning({ newsId: newsViews.newsId }));
  const day = sql`${today}::date`;
  const dayTotal = deps.db.$with('day_total').as(
    deps.db
      .insert(dailyViews)
      .select(deps.db.select({ day: sql`${day}`.as('day'), shard: sql`floor(random() * ${DAY_SHARDS})::smallint`.as('shard'), views: sql`1`.as('views') }).from(seen))
      .onConflictDoUpdate({ target: [dailyViews.day, dailyViews.shard], set: { views: sql`${dailyViews.views} + 1` } })
      .returning({ day: dailyViews.day }),
  );
  const storyDay = deps.db.$with('story_day').as(
    deps.db
      .insert(newsDailyViews)
      .select(deps.db.select({ day: sql`${day}`.as('day'), newsId: seen.newsId, views: sql`1`.as('views') }).from(seen))
      .onConflictDoUpdate({ target: [newsDailyViews.day, newsDailyViews.newsId], set: { views: sql`${newsDailyViews.views} + 1` } })
      .returning({ day: newsDailyViews.day }),
  );
  const [counted] = await deps.db
    .with(seen, dayTotal, storyDay)
    .update(newsStats)
    .set({ totalViews: sql`${newsStats.totalViews} + 1` })
    .where(inArray(newsStats.newsId, deps.db.select({ id: seen.newsId }).from(seen)))
    .returning({ totalViews: newsStats.totalViews });
  return counted ? { news_id: target.id, total_views: counted.totalViews, counted: 1 } : { news_id: target.id, total_views: target.totalViews, counted: 0 };
}
