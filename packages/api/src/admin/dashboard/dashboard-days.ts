import { and, count, eq, getTableName, gte, lte, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@newsroom/db/client';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { DashboardWindow } from './dashboard-window';

const { comments, dailyViews, news, newsDailyViews, users } = schema;

/** A count per day of the site's time zone; days without a row are left out (the caller fills zeros). */
export type DayCounts = Map<string, number>;

const toDayCounts = (rows: { day: string; n: number | string | null }[]): DayCounts => new Map(rows.map((row) => [row.day, Number(row.n ?? 0)]));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** By the first column: the day expression's time zone is a parameter, and PostgreSQL does not match two of them. */
const byFirstColumn = sql.raw('1');

/**
 * One count per day, each over its own range of the time column's index: the index alone answers
 * (no table rows read, no time zone conversion per row), which keeps a busy month of comments
 * within the budget where grouping every row of it did not.
 */
async function countedPerDay(db: Db, column: PgColumn, window: DashboardWindow): Promise<DayCounts> {
  const table = sql.identifier(getTableName(column.table));
  const tz = window.timeZone;
  const result = await db.execute(sql`
    select d.day::date::text as day, (
      select count(*) from ${table} where ${column} >= d.day at time zone ${tz} and ${column} < (d.day + interval '1 day') at time zone ${tz}
    ) as n
    from generate_series(${window.days[0]}::timestamp, ${window.days.at(-1)}::timestamp, interval '1 day') as d(day)`);
  return toDayCounts(rowsOf(result));
}

/**
 * Stories grouped by their day in the site's time zone, from one range scan of the publication
 * index: their status must be read from the row anyway (about 8,000 a month on a large site).
 */
export async function storiesPerDay(db: Db, authorId: number | null, window: DashboardWindow): Promise<DayCounts> {
  const day = sql<string>`((${news.publishedAt} at time zone ${window.timeZone})::date)::text`;
  const start = sql`(${window.days[0]}::date)::timestamp at time zone ${window.timeZone}`;
  const own = authorId === null ? undefined : eq(news.staffAuthorId, authorId);
  const published = and(eq(news.status, NEWS_STATUS.published), gte(news.publishedAt, start), lte(news.publishedAt, sql`now()`), own);
  return toDayCounts(await db.select({ day, n: count() }).from(news).where(published).groupBy(byFirstColumn));
}

export function readersPerDay(db: Db, window: DashboardWindow): Promise<DayCounts> {
  return countedPerDay(db, users.createdAt, window);
}

/** An author's from their own stories' comments, story by story (the comments index by story). */
export async function commentsPerDay(db: Db, authorId: number | null, window: DashboardWindow): Promise<DayCounts> {
  if (authorId === null) return countedPerDay(db, comments.createdAt, window);
  const tz = window.timeZone;
  const result = await db.execute(sql`
    select ((c.created_at at time zone ${tz})::date)::text as day, count(*) as n
    from ${news} n cross join lateral (
      select created_at from ${comments} where news_id = n.id and created_at >= (${window.days[0]}::date)::timestamp at time zone ${tz}
    ) c
    where n.staff_author_id = ${authorId}
    group by 1`);
  return toDayCounts(rowsOf(result));
}

/**
 * The site's curve from its 16 shards per day. An author's from their stories' days, story by
 * story through the stories' index: it costs what their own stories were read, not the whole
 * site's traffic of the month.
 */
export async function viewsPerDay(db: Db, authorId: number | null, window: DashboardWindow): Promise<DayCounts> {
  if (authorId === null) {
    const day = sql<string>`${dailyViews.day}::text`;
    return toDayCounts(await db.select({ day, n: sum(dailyViews.views) }).from(dailyViews).where(gte(dailyViews.day, window.days[0]!)).groupBy(dailyViews.day));
  }
  // `offset 0` keeps the planner from flattening the lateral into a scan of the month's rows of
  // every story (a hash join over ~200,000 rows on the benchmark's site, 100+ ms).
  const result = await db.execute(sql`
    select v.day::text as day, sum(v.views) as n
    from ${news} n cross join lateral (select day, views from ${newsDailyViews} where news_id = n.id and day >= ${window.days[0]}::date offset 0) v
    where n.staff_author_id = ${authorId}
    group by v.day`);
  return toDayCounts(rowsOf(result));
}
