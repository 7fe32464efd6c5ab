import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@newsroom/db/client';
import { MOST_READ_COUNT } from '@newsroom/contract/admin/dashboard';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { insertBaseFixtures, insertNews, type BaseFixtures } from '../../../test/builders';
import { openTestDatabase } from '../../../test/test-database';
import { rankSite } from './dashboard-most-read';
import { dashboardWindow } from './dashboard-window';

// The site's ranking must be the exact ranking of the week, whatever the spread of the views,
// ties included (broken by story, newest first).
let database: Database;
let base: BaseFixtures;
const window = dashboardWindow('UTC');
const STORIES = 260;
const storyIds: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  base = await insertBaseFixtures(database.db);
  for (let index = 0; index < STORIES; index += 1) {
    const status = index % 13 === 0 ? NEWS_STATUS.draft : NEWS_STATUS.published;
    storyIds.push((await insertNews(database.db, { languageId: base.en.id, categoryId: base.categories[0]!.id, status })).id);
  }
});
afterAll(() => database.close());

/** A week of views: `viewsOf(story, dayIndex)` views of each story each day (zero rows left out). */
async function drawWeek(viewsOf: (storyIndex: number, dayIndex: number) => number) {
  await database.db.execute(sql`delete from news_daily_views`);
  const rows: string[] = [];
  window.days.slice(-7).forEach((day, dayIndex) => {
    storyIds.forEach((id, storyIndex) => {
      const views = viewsOf(storyIndex, dayIndex);
      if (views > 0) rows.push(`('${day}', ${id}, ${views})`);
    });
  });
  if (rows.length > 0) await database.db.execute(sql.raw(`insert into news_daily_views (day, news_id, views) values ${rows.join(', ')}`));
}

/** The exact ranking, computed here from every row. */
async function exactRanking() {
  const result = await database.db.execute(sql`
    select n.id, sum(v.views)::int as views from news_daily_views v join news n on n.id = v.news_id
    where v.day >= ${window.weekStart}::date and n.status = ${NEWS_STATUS.published}
    group by n.id order by views desc, n.id desc limit ${MOST_READ_COUNT}`);
  return (result as unknown as { rows: { id: number; views: number }[] }).rows.map((row) => ({ id: Number(row.id), views: Number(row.views) }));
}

const ranked = async () => (await rankSite(database.db, window)).map(({ id, views }) => ({ id, views }));

/** A repeatable pseudo-random sequence, so that a failing week can be drawn again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("the week's most read", () => {
  it('ranks a week where a few stories lead', async () => {
    const random = seeded(7);
    await drawWeek((story) => (random() < 0.7 ? Math.floor(5000 / (story + 1) ** 1.2 + random() * 20) : 0));
    expect(await ranked()).toEqual(await exactRanking());
  });

  it('ranks a flat week, where every story is read as much (ties)', async () => {
    await drawWeek(() => 1);
    expect(await ranked()).toEqual(await exactRanking());
  });

  it('ranks a week of many stories read about as much', async () => {
    const random = seeded(11);
    await drawWeek(() => 1 + Math.floor(random() * 3));
    expect(await ranked()).toEqual(await exactRanking());
  });

  it('ranks a small site, and a week without views', async () => {
    await drawWeek((story, day) => (story < 30 && (story + day) % 3 !== 0 ? story + day : 0));
    expect(await ranked()).toEqual(await exactRanking());
    await drawWeek(() => 0);
    expect(await ranked()).toEqual([]);
  });

  it('skips the most read stories that are unpublished, still ranking the published ones exactly', async () => {
    await drawWeek((story) => (story < 150 ? 1000 - story : 1));
    await database.db.execute(sql`update news set status = ${NEWS_STATUS.draft} where id in (${sql.join(storyIds.slice(0, 5).map((id) => sql`${id}`), sql`, `)})`);
    try {
      const answer = await ranked();
      expect(answer).toEqual(await exactRanking());
      expect(answer.map((row) => row.id)).not.toContain(storyIds[0]);
    } finally {
      await database.db.execute(sql`update news set status = ${NEWS_STATUS.published} where id in (${sql.join(storyIds.slice(1, 5).map((id) => sql`${id}`), sql`, `)})`);
    }
  });
});
