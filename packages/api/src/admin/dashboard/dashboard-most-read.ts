import { desc, eq, gte, sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { MOST_READ_COUNT, type MostReadStory } from '@newsroom/contract/admin/dashboard';
import type { DashboardWindow } from './dashboard-window';

const { news, newsDailyViews } = schema;

/**
 * A few more than the list shows are ranked first, so that the stories join reads a handful of rows
 * rather than every story read this week; some may have been unpublished since they were read.
 */
const RANKED = MOST_READ_COUNT * 5;

/**
 * How long the site's ranking is reused. It sums every story's days of the week (hundreds of
 * thousands of rows on a large site: 130 ms on PostgreSQL, several times that embedded), and a
 * week's ranking hardly moves in half a minute.
 */
export const MOST_READ_FRESH_MS = 30_000;

const kept = new WeakMap<Db, { weekStart: string; at: number; stories: Promise<MostReadStory[]> }>();

/** The week's most read stories of the whole site, that readers can still open, most read first. */
export function siteMostRead(db: Db, window: DashboardWindow, now = Date.now()): Promise<MostReadStory[]> {
  const cached = kept.get(db);
  if (cached && cached.weekStart === window.weekStart && now - cached.at < MOST_READ_FRESH_MS) return cached.stories;
  const stories = rankSite(db, window);
  kept.set(db, { weekStart: window.weekStart, at: now, stories });
  stories.catch(() => kept.delete(db));
  return stories;
}

/** Forgets the kept ranking (tests that count views and read the ranking at once). */
export function forgetMostRead(db: Db): void {
  kept.delete(db);
}

export async function rankSite(db: Db, window: DashboardWindow): Promise<MostReadStory[]> {
  const views = sql<number>`sum(${newsDailyViews.views})::int`;
  const week = db
    .select({ newsId: newsDailyViews.newsId, views: views.as('views') })
    .from(newsDailyViews)
    .where(gte(newsDailyViews.day, window.weekStart))
    .groupBy(newsDailyViews.newsId)
    .orderBy(desc(views), desc(newsDailyViews.newsId))
    .limit(RANKED)
    .as('week');
  return db
    .select({ id: news.id, title: news.title, slug: news.slug, views: week.views })
    .from(week)
    .innerJoin(news, eq(news.id, week.newsId))
    .where(eq(news.status, NEWS_STATUS.published))
    .orderBy(desc(week.views), desc(news.id))
    .limit(MOST_READ_COUNT);
}

/** An author's own: story by story, a few hundred index reads, exact and never kept. */
export async function authorMostRead(db: Db, authorId: number, window: DashboardWindow): Promise<MostReadStory[]> {
  const result = await db.execute(sql`
    select n.id, n.title, n.slug, w.views
    from ${news} n cross join lateral (select sum(views)::int as views from ${newsDailyViews} where news_id = n.id and day >= ${window.weekStart}::date) w
    where n.staff_author_id = ${authorId} and n.status = ${NEWS_STATUS.published} and w.views > 0
    order by w.views desc, n.id desc
    limit ${MOST_READ_COUNT}`);
  return (result as unknown as { rows: MostReadStory[] }).rows.map((row) => ({ ...row, id: Number(row.id), views: Number(row.views) }));
}
