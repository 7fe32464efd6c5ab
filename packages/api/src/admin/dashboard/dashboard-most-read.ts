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

/**
 * How many of each day's most read stories are taken as candidates for the week. A story outside
 * all seven days' leaders read at most each day's last leader's count every day: the sum of those
 * counts bounds it, and the ranking from the candidates is exact when its last story beats it.
 */
const DAY_LEADERS = MOST_READ_COUNT * 10;

/**
 * The week's ranking from each day's leaders (about 700 index reads instead of every story read
 * this week), or from the whole week when the leaders do not settle it (a flat week: views spread
 * evenly over many stories).
 */
export async function rankSite(db: Db, window: DashboardWindow): Promise<MostReadStory[]> {
  const fromLeaders = await rankFromDayLeaders(db, window);
  return fromLeaders ?? rankWholeWeek(db, window);
}

/** The ranking when the day leaders settle it, else null. */
export async function rankFromDayLeaders(db: Db, window: DashboardWindow): Promise<MostReadStory[] | null> {
  const today = window.days[window.days.length - 1]!;
  const result = await db.execute(sql`
    with days as (select day::date from generate_series(${window.weekStart}::date, ${today}::date, interval '1 day') as day),
    leaders as (
      select leader.news_id, leader.views, leader.place
      from days cross join lateral (
        select v.news_id, v.views, row_number() over (order by v.views desc) as place
        from ${newsDailyViews} v where v.day = days.day order by v.views desc limit ${DAY_LEADERS}
      ) leader
    ),
    week as (
      select v.news_id, sum(v.views)::int as views
      from (select distinct news_id from leaders) candidate
      join ${newsDailyViews} v on v.news_id = candidate.news_id and v.day >= ${window.weekStart}::date
      group by v.news_id
    )
    select n.id, n.title, n.slug, week.views,
           (select coalesce(sum(views) filter (where place = ${DAY_LEADERS}), 0)::int from leaders) as bound
    from week join ${news} n on n.id = week.news_id
    where n.status = ${NEWS_STATUS.published}
    order by week.views desc, n.id desc
    limit ${MOST_READ_COUNT}`);
  const rows = (result as unknown as { rows: (MostReadStory & { bound: number })[] }).rows;
  // No published candidate at all: the bound is unknown, the whole week decides.
  if (rows.length === 0) return null;
  const bound = Number(rows[0]!.bound);
  const stories = rows.map((row) => ({ id: Number(row.id), title: row.title, slug: row.slug, views: Number(row.views) }));
  // No day had more stories read than leaders taken: every story read this week was a candidate.
  if (bound === 0) return stories;
  const last = stories[MOST_READ_COUNT - 1];
  return last && last.views > bound ? stories : null;
}

/** Every story read this week, summed: exact whatever the spread. */
async function rankWholeWeek(db: Db, window: DashboardWindow): Promise<MostReadStory[]> {
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
