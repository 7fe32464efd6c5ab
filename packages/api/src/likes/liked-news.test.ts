import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const react = (token: string, newsId: number | string, status: number) => api.call('set_like_dislike', { news_id: newsId, status }, { token, method: 'POST' });
const likedIds = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

describe('get_like', () => {
  it('lists the caller\'s liked news of the language, newest like first, paged, each with news_id', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const categoryId = world.categories[0]!.id;
    const [first, second, third, disliked, notMine] = await Promise.all([1, 2, 3, 4, 5].map(() => insertNews(api.deps.db, { languageId: world.languageId, categoryId })));
    const reader = await api.signedInUser();
    const other = await api.signedInUser();
    // Liked in this order, so the newest like is the third; the news' own dates do not matter.
    for (const item of [second!, first!, third!]) await react(reader.token, item.id, 1);
    await react(reader.token, disliked!.id, 2);
    await react(other.token, notMine!.id, 1);

    const page = await api.call('get_like', { language_id: world.languageId, offset: 0, limit: 2 }, { token: reader.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ error: 'false', message: 'Liked news fetched successfully', total: 3 });
    expect(likedIds(page.body)).toEqual([third!.id, first!.id]);
    for (const item of page.body.data) expect(item).toMatchObject({ news_id: item.id, like: 1, dislike: 0, language_id: world.languageId });
    const rest = await api.call('get_like', { language_id: world.languageId, offset: 2, limit: 2 }, { token: reader.token });
    expect([likedIds(rest.body), rest.body.total]).toEqual([[second!.id], 3]);
  });

  it('moves a story up when a dislike becomes a like, not when the like is sent again', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const categoryId = world.categories[0]!.id;
    const [older, newer] = [await insertNews(api.deps.db, { languageId: world.languageId, categoryId }), await insertNews(api.deps.db, { languageId: world.languageId, categoryId })];
    const reader = await api.signedInUser();
    await react(reader.token, older.id, 2);
    await react(reader.token, newer.id, 1);
    // Pin the times, so the order below depends on what each call did and not on the clock's resolution.
    await api.deps.db.update(schema.newsReactions).set({ reactedAt: new Date('2024-01-01T00:00:00Z') }).where(eq(schema.newsReactions.newsId, older.id));
    await api.deps.db.update(schema.newsReactions).set({ reactedAt: new Date('2024-01-02T00:00:00Z') }).where(eq(schema.newsReactions.newsId, newer.id));
    const list = async () => likedIds((await api.call('get_like', { language_id: world.languageId }, { token: reader.token })).body);
    expect(await list()).toEqual([newer.id]);
    await react(reader.token, older.id, 1);
    expect(await list()).toEqual([older.id, newer.id]);
    await api.deps.db.update(schema.newsReactions).set({ reactedAt: new Date('2024-01-01T00:00:00Z') }).where(eq(schema.newsReactions.newsId, older.id));
    await react(reader.token, older.id, 1);
    expect(await list()).toEqual([newer.id, older.id]);
    await react(reader.token, newer.id, 0);
    expect(await list()).toEqual([older.id]);
  });

  it('leaves out news readers cannot see and other languages; the default language without language_id', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const categoryId = world.categories[0]!.id;
    const shown = await insertNews(api.deps.db, { languageId: world.languageId, categoryId });
    const hidden = await insertNews(api.deps.db, { languageId: world.languageId, categoryId });
    const expired = await insertNews(api.deps.db, { languageId: world.languageId, categoryId });
    const english = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
    const reader = await api.signedInUser();
    for (const item of [shown, hidden, expired, english]) expect((await react(reader.token, item.id, 1)).status).toBe(200);
    // Liked while they were shown; one was taken down since, the other's show_till has passed.
    await api.deps.db.update(schema.news).set({ status: 0 }).where(eq(schema.news.id, hidden.id));
    await api.deps.db.update(schema.news).set({ showTill: '2001-01-01' }).where(eq(schema.news.id, expired.id));

    const { body } = await api.call('get_like', { language_id: world.languageId }, { token: reader.token });
    expect([likedIds(body), body.total]).toEqual([[shown.id], 1]);
    for (const params of [{}, { language_id: '' }] as Record<string, string>[]) {
      expect(likedIds((await api.call('get_like', params, { token: reader.token })).body)).toEqual([english.id]);
    }
  });

  it('answers No Data Found without likes, 400 for bad paging, 404 for an unknown language, 401 without a token, 403 for another user_id', async () => {
    const reader = await api.signedInUser();
    expect((await api.call('get_like', { language_id: api.base.ar.id }, { token: reader.token })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    const badLimit = await api.call('get_like', { limit: 'ten' }, { token: reader.token });
    expect([badLimit.status, badLimit.body.message]).toEqual([400, 'limit must be a whole number']);
    const badLanguage = await api.call('get_like', { language_id: 999_999 }, { token: reader.token });
    expect([badLanguage.status, badLanguage.body.message]).toEqual([404, 'Language not found']);
    const anonymous = await api.call('get_like', { language_id: api.base.en.id });
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'true']);
    expect((await api.call('get_like', { language_id: api.base.en.id }, { token: 'not-a-token' })).status).toBe(401);
    expect((await api.call('get_like', { user_id: reader.id + 1 }, { token: reader.token })).status).toBe(403);
    expect((await api.call('get_like', {}, { token: reader.token, accessKey: 'wrong' })).status).toBe(401);
  });
});
