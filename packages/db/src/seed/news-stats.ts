import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Text form of an int[] parameter: one bound value, however many ids. */
const intArray = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/**
 * Gives freshly inserted news their starting view counts. Their news_stats rows already exist
 * (a trigger adds one with every news row), so this only sets the numbers.
 */
export async function setStartingViews(db: Db, newsIds: number[], views: number[]): Promise<void> {
  if (newsIds.length === 0) return;
  await db.execute(sql`
    update news_stats s set total_views = v.views
    from unnest(${intArray(newsIds)}::int[], ${intArray(views)}::int[]) as v(news_id, views)
    where s.news_id = v.news_id`);
}
