import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertNews, newsStatsOf } from '../../test/builders';
import { insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newsItem = (values: Partial<typeof schema.news.$inferInsert> = {}) =>
  insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, ...values });
const mark = (token: string, newsId: number | string, status: number) => api.call('set_bookmark', { news_id: newsId, status }, { token, method: 'POST' });
const totalBookmark = async (newsId: number) => (await newsStatsOf(api.deps.db, newsId))!.totalBookmark;

describe('set_bookmark', () => {
  it('adds and removes a bookmark, keeping the news\' total', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    const added = await mark(reader.token, item.id, 1);
    expect(added.body).toEqual({ error: 'false', message: 'Bookmark added successfully', data: { news_id: item.id, bookmark: 1, total_bookmark: 1 } });
    expect(await totalBookmark(item.id)).toBe(1);
    const removed = await mark(reader.token, item.slug, 0);
    expect(removed.body).toEqual({ error: 'false', message: 'Bookmark removed successfully', data: { news_id: item.id, bookmark: 0, total_bookmark: 0 } });
    expect(await api.deps.db.select().from(schema.bookmarks).where(eq(schema.bookmarks.newsId, item.id))).toEqual([]);
  });

  it('answers 409 for a repeat bookmark and 404 for removing one that does not exist', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    await mark(reader.token, item.id, 1);
    const twice = await mark(reader.token, item.id, 1);
    expect([twice.status, twice.body.message]).toEqual([409, 'This news is already bookmarked']);
    expect(await totalBookmark(item.id)).toBe(1);
    const other = await api.signedInUser();
    const missing = await mark(other.token, item.id, 0);
    expect([missing.status, missing.body.message]).toEqual([404, 'Bookmark not found']);
    expect(await totalBookmark(item.id)).toBe(1);
  });

  it('validates its parameters and needs a token', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    expect((await mark(reader.token, item.id, 2)).body.message).toBe('status must be one of 0, 1');
    expect((await mark(reader.token, 999_999, 1)).status).toBe(404);
    expect((await api.call('set_bookmark', { status: 1 }, { token: reader.token, method: 'POST' })).body.message).toBe('news_id is required');
    expect((await api.call('set_bookmark', { news_id: item.id, status: 1 }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('set_bookmark', { news_id: item.id, status: 1, user_id: reader.id + 1 }, { token: reader.token, method: 'POST' })).status).toBe(403);
  });
});

describe('set_bookmark on news readers cannot see', () => {
  it('answers 404 News not found, as for an unknown id, to other readers and to the author, and stores nothing', async () => {
    const author = await api.signedInUser();
    const reader = await api.signedInUser();
    const hidden = [await newsItem({ status: 0, userId: author.id }), await newsItem({ status: 2, userId: author.id }), await newsItem({ showTill: '2001-01-01', userId: author.id })];
    for (const item of hidden) {
      for (const who of [reader, author]) {
        for (const [ref, status] of [[item.id, 1], [item.slug, 1], [item.id, 0]] as const) {
          const answer = await mark(who.token, ref, status);
          expect([answer.status, answer.body.message], `${item.id} ${ref} ${status}`).toEqual([404, 'News not found']);
        }
      }
      expect(await api.deps.db.select().from(schema.bookmarks).where(eq(schema.bookmarks.newsId, item.id))).toEqual([]);
      expect(await totalBookmark(item.id)).toBe(0);
    }
  });

  it('keeps a bookmark made while the news was shown, hidden and untouchable until it is shown again', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    await mark(reader.token, item.id, 1);
    await api.deps.db.update(schema.news).set({ status: 0 }).where(eq(schema.news.id, item.id));
    expect((await mark(reader.token, item.id, 0)).status).toBe(404);
    await api.deps.db.update(schema.news).set({ status: 1 }).where(eq(schema.news.id, item.id));
    expect((await mark(reader.token, item.id, 0)).body.data).toEqual({ news_id: item.id, bookmark: 0, total_bookmark: 0 });
  });
});

describe('get_bookmark', () => {
  it('lists the caller\'s visible bookmarked news of the language, newest bookmark first, paged', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const reader = await api.signedInUser();
    const inWorld = (values: Partial<typeof schema.news.$inferInsert> = {}) => insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, ...values });
    const first = await inWorld();
    const second = await inWorld();
    const third = await inWorld();
    const expired = await inWorld();
    for (const item of [first, third, second, expired]) expect((await mark(reader.token, item.id, 1)).status).toBe(200);
    // Bookmarked while it was shown; its show_till has passed since.
    await api.deps.db.update(schema.news).set({ showTill: '2001-01-01' }).where(eq(schema.news.id, expired.id));
    await mark((await api.signedInUser()).token, first.id, 1);

    const page = await api.call('get_bookmark', { language_id: world.languageId, offset: 0, limit: 2 }, { token: reader.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ error: 'false', message: 'Bookmarks fetched successfully', total: 3 });
    expect(page.body.data.map((item: { id: number }) => item.id)).toEqual([second.id, third.id]);
    expect(page.body.data[0]).toMatchObject({ bookmark: 1, total_bookmark: 1, like: 0, category: { slug: 'category-1' } });
    const rest = await api.call('get_bookmark', { language_id: world.languageId, offset: 2, limit: 2 }, { token: reader.token });
    expect(rest.body.data.map((item: { id: number; total_bookmark: number }) => [item.id, item.total_bookmark])).toEqual([[first.id, 2]]);
  });

  it('answers No Data Found without bookmarks, 404 for an unknown language, and needs a token', async () => {
    const reader = await api.signedInUser();
    expect((await api.call('get_bookmark', {}, { token: reader.token })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    expect((await api.call('get_bookmark', { language_id: 999_999 }, { token: reader.token })).status).toBe(404);
    expect((await api.call('get_bookmark', { language_id: 'en' }, { token: reader.token })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_bookmark', {})).status).toBe(401);
    expect((await api.call('get_bookmark', {}, { token: 'q'.repeat(40) })).status).toBe(401);
  });
});
