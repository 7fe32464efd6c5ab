import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { insertNews, newsStatsOf } from '../../test/builders';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const newsItem = (values: Partial<typeof schema.news.$inferInsert> = {}) => insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, ...values });
const react = (token: string, newsId: number | string, status: number | string) => api.call('set_like_dislike', { news_id: newsId, status }, { token, method: 'POST' });
const totals = async (newsId: number) => {
  const row = await newsStatsOf(api.deps.db, newsId);
  return [row!.totalLike, row!.totalDislike];
};

describe('set_like_dislike', () => {
  it('likes, switches to dislike, and removes, moving the totals each time', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    const other = await api.signedInUser();
    await react(other.token, item.id, 1);

    const liked = await react(reader.token, item.id, 1);
    expect(liked.body).toEqual({ error: 'false', message: 'Reaction saved successfully', data: { like: 1, dislike: 0, total_like: 2, total_dislike: 0 } });
    expect((await react(reader.token, item.id, 1)).body.data).toEqual({ like: 1, dislike: 0, total_like: 2, total_dislike: 0 });
    expect((await react(reader.token, item.slug, 2)).body.data).toEqual({ like: 0, dislike: 1, total_like: 1, total_dislike: 1 });
    expect(await totals(item.id)).toEqual([1, 1]);
    const removed = await react(reader.token, item.id, 0);
    expect(removed.body).toMatchObject({ message: 'Reaction removed successfully', data: { like: 0, dislike: 0, total_like: 1, total_dislike: 0 } });
    expect((await react(reader.token, item.id, 0)).body.data).toEqual({ like: 0, dislike: 0, total_like: 1, total_dislike: 0 });
    const mine = await api.deps.db.select().from(schema.newsReactions).where(and(eq(schema.newsReactions.newsId, item.id), eq(schema.newsReactions.userId, reader.id)));
    expect(mine).toEqual([]);
  });

  it('shows the caller\'s reaction in get_news and keeps the counts right under concurrent taps', async () => {
    const item = await newsItem();
    const readers = await Promise.all(Array.from({ length: 4 }, () => api.signedInUser()));
    await Promise.all(readers.map((reader, index) => react(reader.token, item.id, index % 2 === 0 ? 1 : 2)));
    expect(await totals(item.id)).toEqual([2, 2]);
    const { body } = await api.call('get_news', { language_id: api.base.en.id, id: item.id }, { token: readers[1]!.token });
    expect(body.data[0]).toMatchObject({ like: 0, dislike: 1, total_like: 2, total_dislike: 2 });
  });

  it('validates news_id and status, and needs a token', async () => {
    const item = await newsItem();
    const reader = await api.signedInUser();
    expect((await react(reader.token, item.id, 3)).body.message).toBe('status must be one of 0, 1, 2');
    expect((await api.call('set_like_dislike', { news_id: item.id }, { token: reader.token, method: 'POST' })).body.message).toBe('status is required');
    expect((await api.call('set_like_dislike', { status: 1 }, { token: reader.token, method: 'POST' })).body.message).toBe('news_id is required');
    const unknown = await react(reader.token, 999_999, 1);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'News not found']);
    expect((await api.call('set_like_dislike', { news_id: item.id, status: 1 }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('set_like_dislike', { news_id: item.id, status: 1, user_id: reader.id + 1 }, { token: reader.token, method: 'POST' })).status).toBe(403);
    expect((await api.call('set_like_dislike', { news_id: item.id, status: 1 }, { token: reader.token, method: 'POST', accessKey: 'bad' })).status).toBe(401);
    expect(await totals(item.id)).toEqual([0, 0]);
  });

  it('answers 404 News not found for news readers cannot see, to other readers and to the author, and stores nothing', async () => {
    const author = await api.signedInUser();
    const reader = await api.signedInUser();
    const hidden = [await newsItem({ status: 0, userId: author.id }), await newsItem({ status: 2, userId: author.id }), await newsItem({ showTill: '2001-01-01', userId: author.id })];
    for (const item of hidden) {
      for (const who of [reader, author]) {
        for (const [ref, status] of [[item.id, 1], [item.slug, 2], [item.id, 0]] as const) {
          const answer = await react(who.token, ref, status);
          expect([answer.status, answer.body.message], `${item.id} ${ref} ${status}`).toEqual([404, 'News not found']);
        }
      }
      expect(await api.deps.db.select().from(schema.newsReactions).where(eq(schema.newsReactions.newsId, item.id))).toEqual([]);
      expect(await totals(item.id)).toEqual([0, 0]);
    }
  });
});
