import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertNews, newsStatsOf } from '../../test/builders';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newsItem = (values: Partial<typeof schema.news.$inferInsert> = {}) => insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, ...values });
const totalViews = async (newsId: number) => (await newsStatsOf(api.deps.db, newsId))!.totalViews;

describe('set_news_view', () => {
  it('counts one view per reader, however often they open it', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    const first = await api.call('set_news_view', { news_id: item.id }, { token: reader.token, method: 'POST' });
    expect(first.body).toEqual({ error: 'false', message: 'News view recorded successfully', data: { news_id: item.id, total_views: 1, counted: 1 } });
    const again = await api.call('set_news_view', { news_id: item.slug }, { token: reader.token, method: 'POST' });
    expect(again.body.data).toEqual({ news_id: item.id, total_views: 1, counted: 0 });
    const other = await api.signedInUser();
    expect((await api.call('set_news_view', { news_id: item.id }, { token: other.token, method: 'POST' })).body.data.total_views).toBe(2);
    expect(await totalViews(item.id)).toBe(2);
    expect(await api.deps.db.select().from(schema.newsViews).where(eq(schema.newsViews.newsId, item.id))).toHaveLength(2);
  });

  it('adds each counted view, and only a counted one, to the day totals the dashboard reads', async () => {
    const item = await newsItem();
    const dayTotal = async () => (await api.deps.db.select().from(schema.dailyViews)).reduce((sum, row) => sum + row.views, 0);
    const before = await dayTotal();
    const reader = await api.signedInUser();
    const view = (token: string) => api.call('set_news_view', { news_id: item.id }, { token, method: 'POST' });
    await view(reader.token);
    await view(reader.token);
    await view((await api.signedInUser()).token);
    expect(await dayTotal()).toBe(before + 2);
    const storyDays = await api.deps.db.select().from(schema.newsDailyViews).where(eq(schema.newsDailyViews.newsId, item.id));
    expect(storyDays.map((row) => row.views)).toEqual([2]);
  });

  it('counts anonymous visitors once each, told apart by address and browser', async () => {
    const item = await newsItem();
    const visit = (address: string) => api.call('set_news_view', { news_id: item.id }, { method: 'POST', headers: { 'x-forwarded-for': address, 'user-agent': 'test' } });
    await visit('10.0.0.1');
    await visit('10.0.0.1');
    await visit('10.0.0.2');
    expect(await totalViews(item.id)).toBe(2);
    const viewers = await api.deps.db.select().from(schema.newsViews).where(eq(schema.newsViews.newsId, item.id));
    expect(viewers.every((row) => row.viewer.startsWith('a:'))).toBe(true);
  });

  it('treats a stale token as anonymous, and refuses unknown (404) or malformed (400) news ids', async () => {
    const item = await newsItem();
    expect((await api.call('set_news_view', { news_id: item.id }, { token: 'z'.repeat(40), method: 'POST' })).status).toBe(200);
    const unknown = await api.call('set_news_view', { news_id: 999_999 }, { method: 'POST' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'News not found']);
    expect((await api.call('set_news_view', { news_id: 'no-such-slug' }, { method: 'POST' })).status).toBe(404);
    expect((await api.call('set_news_view', {}, { method: 'POST' })).body.message).toBe('news_id is required');
    expect((await api.call('set_news_view', { news_id: 'Not A Slug' }, { method: 'POST' })).status).toBe(400);
    expect((await api.call('set_news_view', { news_id: item.id }, { method: 'POST', accessKey: null })).status).toBe(401);
  });

  it('answers 404 News not found for news readers cannot see, to anyone including its author, and counts nothing', async () => {
    const author = await api.signedInUser();
    const reader = await api.signedInUser();
    const hidden = [await newsItem({ status: 0, userId: author.id }), await newsItem({ status: 2, userId: author.id }), await newsItem({ showTill: '2001-01-01', userId: author.id })];
    for (const item of hidden) {
      for (const token of [undefined, reader.token, author.token]) {
        for (const ref of [item.id, item.slug]) {
          const answer = await api.call('set_news_view', { news_id: ref }, { token, method: 'POST', headers: { 'x-forwarded-for': '203.0.113.40' } });
          expect([answer.status, answer.body.message]).toEqual([404, 'News not found']);
        }
      }
      expect(await totalViews(item.id)).toBe(0);
      expect(await api.deps.db.select().from(schema.newsViews).where(eq(schema.newsViews.newsId, item.id))).toEqual([]);
    }
  });
});
