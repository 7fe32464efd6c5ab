import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertBreakingNews } from '../../test/builders-content';
import { createTestApi, type TestApi } from '../../test/harness';
import { breakingNewsByIds } from './breaking-news-items';

let api: TestApi;
let older: Awaited<ReturnType<typeof insertBreakingNews>>;
let newer: Awaited<ReturnType<typeof insertBreakingNews>>;

beforeAll(async () => {
  api = await createTestApi();
  const languageId = api.base.en.id;
  older = await insertBreakingNews(api.deps.db, { languageId, slug: 'storm-warning', title: 'Storm warning', image: 'breaking/storm.webp', createdAt: new Date('2024-01-01T10:00:00Z') });
  newer = await insertBreakingNews(api.deps.db, {
    languageId,
    slug: 'live-vote-count',
    title: 'Live vote count',
    contentType: 'video_upload',
    contentValue: 'videos/count.mp4',
    metaTitle: 'Vote count',
    schemaMarkup: '{"@type":"NewsArticle"}',
    totalViews: 7,
    createdAt: new Date('2024-01-02T10:00:00Z'),
  });
  await insertBreakingNews(api.deps.db, { languageId: api.base.ar.id, slug: 'ar-breaking' });
});
afterAll(() => api.close());

const viewsOf = async (id: number) =>
  (await api.deps.db.select({ total: schema.breakingNews.totalViews }).from(schema.breakingNews).where(eq(schema.breakingNews.id, id)))[0]!.total;

describe('get_breaking_news', () => {
  it('lists a language’s breaking news newest first with every field', async () => {
    const { status, body } = await api.call('get_breaking_news', { language_id: api.base.en.id });
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    expect(body.total).toBe(2);
    expect(body.data[0]).toEqual({
      id: newer.id,
      language_id: api.base.en.id,
      title: 'Live vote count',
      slug: 'live-vote-count',
      image: '',
      content_type: 'video_upload',
      content_value: 'http://news.test/media/videos/count.mp4',
      description: '<p>Developing story.</p>',
      meta_title: 'Vote count',
      meta_description: '',
      meta_keyword: '',
      // The complete element, as clients insert it into the page head.
      schema_markup: '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
      total_views: 7,
    });
    expect(body.data[1]).toMatchObject({ id: older.id, image: 'http://news.test/media/breaking/storm.webp', content_type: 'standard_post', content_value: '', total_views: 0 });
  });

  it('pages with offset and limit, keeping the total', async () => {
    const { body } = await api.call('get_breaking_news', { offset: 1, limit: 1 });
    expect(body.total).toBe(2);
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([older.id]);
    const past = await api.call('get_breaking_news', { offset: 5 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('picks one item by slug or by id (a slug in place of the id works too)', async () => {
    for (const params of [{ slug: 'storm-warning' }, { id: older.id }, { id: 'storm-warning' }] as Record<string, string | number>[]) {
      const { body } = await api.call('get_breaking_news', params);
      expect(body.total).toBe(1);
      expect(body.data).toHaveLength(1);
      expect(body.data[0].id).toBe(older.id);
    }
  });

  it('404s an unknown slug or id', async () => {
    for (const params of [{ slug: 'no-such-story' }, { id: 999999 }] as Record<string, string | number>[]) {
      const { status, body } = await api.call('get_breaking_news', params);
      expect(status).toBe(404);
      expect(body.message).toBe('Breaking news not found');
    }
  });

  it('validates its parameters and the access key', async () => {
    expect((await api.call('get_breaking_news', { language_id: 'en' })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_breaking_news', { language_id: 31337 })).status).toBe(404);
    expect((await api.call('get_breaking_news', { slug: 'UPPER' })).status).toBe(400);
    expect((await api.call('get_breaking_news', { offset: 'x' })).body.message).toBe('offset must be a whole number');
    expect((await api.call('get_breaking_news', {}, { accessKey: 'bad' })).status).toBe(401);
  });
});

describe('set_breaking_news_view', () => {
  it('counts an anonymous visitor (an address) once, and another address again', async () => {
    const item = await insertBreakingNews(api.deps.db, { languageId: api.base.en.id });
    const first = await api.call('set_breaking_news_view', { breaking_news_id: item.id }, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.21' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ error: 'false', message: 'Breaking news view set successfully', data: { breaking_news_id: item.id, total_views: 1, counted: 1 } });
    const repeat = await api.call('set_breaking_news_view', { breaking_news_id: item.id }, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.21', 'user-agent': 'another-browser' } });
    expect(repeat.body.data).toEqual({ breaking_news_id: item.id, total_views: 1, counted: 0 });
    await api.call('set_breaking_news_view', { breaking_news_id: item.id }, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.22' } });
    expect(await viewsOf(item.id)).toBe(2);
    const viewers = await api.deps.db.select().from(schema.breakingNewsViews).where(eq(schema.breakingNewsViews.breakingNewsId, item.id));
    expect(viewers.map((row) => row.viewer.slice(0, 2))).toEqual(['a:', 'a:']);
  });

  it('counts a signed-in reader once whatever device, and accepts the slug', async () => {
    const item = await insertBreakingNews(api.deps.db, { languageId: api.base.en.id, slug: 'reader-counted' });
    const reader = await api.signedInUser();
    await api.call('set_breaking_news_view', { breaking_news_id: 'reader-counted' }, { method: 'POST', token: reader.token, headers: { 'user-agent': 'phone' } });
    await api.call('set_breaking_news_view', { breaking_news_id: item.id, user_id: reader.id }, { method: 'POST', token: reader.token, headers: { 'user-agent': 'laptop' } });
    expect(await viewsOf(item.id)).toBe(1);
    const [view] = await api.deps.db.select().from(schema.breakingNewsViews).where(eq(schema.breakingNewsViews.breakingNewsId, item.id));
    expect(view?.viewer).toBe(`u:${reader.id}`);
  });

  it('treats a stale token as an anonymous visitor', async () => {
    const item = await insertBreakingNews(api.deps.db, { languageId: api.base.en.id });
    const { status } = await api.call('set_breaking_news_view', { breaking_news_id: item.id }, { method: 'POST', token: 'x'.repeat(40) });
    expect(status).toBe(200);
    expect(await viewsOf(item.id)).toBe(1);
  });

  it('refuses a user_id that is not the token’s user', async () => {
    const reader = await api.signedInUser();
    const { status } = await api.call('set_breaking_news_view', { breaking_news_id: older.id, user_id: reader.id + 1000 }, { method: 'POST', token: reader.token });
    expect(status).toBe(403);
  });

  it('needs a known breaking_news_id', async () => {
    const missing = await api.call('set_breaking_news_view', {}, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('breaking_news_id is required');
    expect((await api.call('set_breaking_news_view', { breaking_news_id: 'Not Valid!' }, { method: 'POST' })).body.message).toBe('breaking_news_id must be an id or a slug');
    for (const breaking_news_id of [999999, 'no-such-story']) {
      const unknown = await api.call('set_breaking_news_view', { breaking_news_id }, { method: 'POST' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Breaking news not found');
    }
  });

  it('refuses a wrong access key with 401', async () => {
    expect((await api.call('set_breaking_news_view', { breaking_news_id: older.id }, { method: 'POST', accessKey: 'bad' })).status).toBe(401);
  });
});

describe('breakingNewsByIds', () => {
  it('keeps the order asked for and skips unknown ids', async () => {
    const items = await breakingNewsByIds(api.deps, [older.id, 999999, newer.id]);
    expect(items.map((item) => item.id)).toEqual([older.id, newer.id]);
    expect(await breakingNewsByIds(api.deps, [])).toEqual([]);
  });
});

describe('closed breaking news', () => {
  it('is gone from the list, the one-item read and a featured section’s custom list', async () => {
    const closed = await insertBreakingNews(api.deps.db, { languageId: api.base.en.id, slug: 'closed-by-newsroom', status: 0, createdAt: new Date('2024-01-03T10:00:00Z') });
    const { body } = await api.call('get_breaking_news', { language_id: api.base.en.id });
    expect(body.data.map((item: { id: number }) => item.id)).not.toContain(closed.id);
    expect(body.total).toBe(2);
    expect((await api.call('get_breaking_news', { slug: 'closed-by-newsroom' })).status).toBe(404);
    expect((await api.call('get_breaking_news', { id: closed.id })).status).toBe(404);
    expect((await breakingNewsByIds(api.deps, [closed.id, older.id])).map((item) => item.id)).toEqual([older.id]);
  });
});
