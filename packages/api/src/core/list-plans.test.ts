import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsListQuery } from '@newsroom/contract/admin/news';
import { createTestApi, type TestApi } from '../../test/harness';
import { listNews } from '../admin/news/news-list';
import type { StaffCaller } from '../admin/core/staff-session';

// The newest-first lists read their index in order and stop after the page, however many rows
// match: their plans may not sort every matching row. (PostgreSQL reads a `DESC NULLS LAST`
// index in order only for `ORDER BY ... DESC NULLS LAST`; a plain `DESC` sorts everything.)

const ROWS = 3000;

interface Logged {
  query: string;
  params: unknown[];
}

let api: TestApi;
let reader: { id: number; token: string };
let logged: Logged[] = [];

beforeAll(async () => {
  api = await createTestApi({}, { logger: { logQuery: (query, params) => logged.push({ query, params }) } });
  reader = await api.signedInUser();
  const language = api.base.en.id;
  const category = api.base.categories[0]!.id;
  const statements = [
    `INSERT INTO news (language_id, category_id, title, slug, published_at)
      SELECT ${language}, ${category}, 'Story ' || g, 'plan-story-' || g, now() - g * interval '1 minute' FROM generate_series(1, ${ROWS}) g`,
    `INSERT INTO bookmarks (user_id, news_id, created_at)
      SELECT ${reader.id}, id, now() - id * interval '1 second' FROM news WHERE slug LIKE 'plan-story-%'`,
    `INSERT INTO user_notifications (user_id, sender_id, type, message, news_id, created_at)
      SELECT ${reader.id}, ${reader.id}, 'comment', 'A reply', id, now() - id * interval '1 second' FROM news WHERE slug LIKE 'plan-story-%'`,
    `INSERT INTO breaking_news (language_id, title, slug, created_at)
      SELECT ${language}, 'Alert ' || g, 'plan-alert-' || g, now() - g * interval '1 minute' FROM generate_series(1, ${ROWS}) g`,
    `INSERT INTO live_streams (language_id, title, type, url, created_at)
      SELECT ${language}, 'Stream ' || g, 'url_youtube', 'https://www.youtube.com/watch?v=plan' || g, now() - g * interval '1 minute' FROM generate_series(1, ${ROWS}) g`,
    `INSERT INTO notifications (language_id, title, message, sent_at)
      SELECT ${language}, 'Notice ' || g, 'Message', now() - g * interval '1 minute' FROM generate_series(1, ${ROWS}) g`,
    `INSERT INTO comments (news_id, user_id, message, created_at)
      SELECT (SELECT id FROM news WHERE slug = 'plan-story-1'), ${reader.id}, 'Comment ' || g, now() - g * interval '1 second' FROM generate_series(1, ${ROWS}) g`,
    'ANALYZE',
  ];
  for (const statement of statements) await api.deps.db.execute(sql.raw(statement));
}, 120_000);
afterAll(() => api.close());

/** The plan of every query of one call that pages a list (ORDER BY and LIMIT). */
async function listPlans(call: () => Promise<unknown>): Promise<string[]> {
  logged = [];
  await call();
  const lists = logged.filter(({ query }) => /order by/i.test(query) && /limit/i.test(query));
  expect(lists.length).toBeGreaterThan(0);
  const client = (api.deps.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
  return Promise.all(lists.map(async ({ query, params }) => (await client.query(`EXPLAIN ${query}`, params)).rows.map((row) => Object.values(row)[0]).join('\n')));
}

/** A plain Sort node (not an Incremental Sort) over a scan means every matching row is sorted. */
const sortsEverything = (plan: string) => /(^|->\s+)Sort\s+\(cost/m.test(plan);

describe('newest-first lists read their index in order', () => {
  const language = () => api.base.en.id;
  const cases: [string, () => Promise<unknown>][] = [
    ['get_news', () => api.call('get_news', { language_id: language(), category_id: api.base.categories[0]!.id, offset: 0, limit: 10 })],
    ['get_comment_by_news', () => api.call('get_comment_by_news', { news_id: 'plan-story-1', offset: 0, limit: 10 })],
    ['get_breaking_news', () => api.call('get_breaking_news', { language_id: language(), offset: 0, limit: 10 })],
    ['get_live_streaming', () => api.call('get_live_streaming', { language_id: language(), offset: 0, limit: 10 })],
    ['get_notification', () => api.call('get_notification', { language_id: language(), offset: 0, limit: 10 })],
    ['get_bookmark', () => api.call('get_bookmark', { language_id: language(), offset: 0, limit: 10 }, { token: reader.token })],
    ['get_user_notification', () => api.call('get_user_notification', { offset: 0, limit: 10 }, { token: reader.token })],
    // The console's story list, every language and status, newest first and oldest first.
    ...(['DESC', 'ASC'] as const).map((order): [string, () => Promise<unknown>] => [
      `the console's news list (${order})`,
      () => listNews(api.deps, { id: 1, role: 'editor' } as StaffCaller, newsListQuery.parse({ sort: 'published_at', order, perPage: '10' })),
    ]),
  ];

  for (const [endpoint, call] of cases) {
    it(`${endpoint} does not sort all ${ROWS} rows for a page of 10`, async () => {
      api.deps.cache.clear();
      for (const plan of await listPlans(call)) expect(sortsEverything(plan), plan).toBe(false);
    });
  }
});
