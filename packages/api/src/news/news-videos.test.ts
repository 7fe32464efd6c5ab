import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertNews, type NewsValues } from '../../test/builders';
import { switchSetting } from '../../test/builders-featured';
import { insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
// Anonymous reads are cached for 30 s; each test must see the rows it just wrote.
beforeEach(() => api.deps.cache.clear());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

describe('get_videos', () => {
  it('lists the visible video news of a language, newest first, paged, as full news items', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const inWorld = (values: NewsValues) => insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, ...values });
    const youtube = await inWorld({ contentType: 'video_youtube', contentValue: 'https://www.youtube.com/watch?v=abc', publishedAt: hoursAgo(1) });
    const upload = await inWorld({ contentType: 'video_upload', contentValue: 'videos/clip.mp4', publishedAt: hoursAgo(2) });
    const other = await inWorld({ contentType: 'video_other', contentValue: 'https://cdn.example/clip.m3u8', publishedAt: hoursAgo(3) });
    await inWorld({ publishedAt: hoursAgo(0.5) });
    await inWorld({ contentType: 'video_youtube', contentValue: 'https://youtu.be/x', status: 0 });
    await inWorld({ contentType: 'video_other', contentValue: 'https://cdn.example/old.mp4', showTill: '2001-01-01' });
    await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, contentType: 'video_youtube', contentValue: 'https://youtu.be/en' });

    const { status, body } = await api.call('get_videos', { language_id: world.languageId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Videos fetched successfully', total: 3 });
    expect(ids(body)).toEqual([youtube.id, upload.id, other.id]);
    expect(body.data.map((item: { content_type: string }) => item.content_type)).toEqual(['video_youtube', 'video_upload', 'video_other']);
    expect(body.data[1].content_value).toBe('http://news.test/media/videos/clip.mp4');
    expect(body.data[0]).toMatchObject({ category: { id: world.categories[0]!.id }, like: 0, dislike: 0, bookmark: 0, images: [], tag: [] });

    const second = await api.call('get_videos', { language_id: world.languageId, offset: 1, limit: 1 });
    expect([ids(second.body), second.body.total]).toEqual([[upload.id], 3]);
  });

  it('shows the caller\'s reaction with a token, lists the default language without language_id, and answers No Data Found when there is none', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const video = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, contentType: 'video_youtube', contentValue: 'https://youtu.be/a' });
    const reader = await api.signedInUser();
    await api.call('set_like_dislike', { news_id: video.id, status: 1 }, { token: reader.token, method: 'POST' });
    expect((await api.call('get_videos', { language_id: world.languageId }, { token: reader.token })).body.data[0]).toMatchObject({ id: video.id, like: 1, total_like: 1 });

    const english = await api.call('get_videos', { language_id: api.base.en.id });
    expect(await api.call('get_videos')).toEqual(english);
    expect(await api.call('get_videos', { language_id: '', offset: '', limit: '', latitude: '', longitude: '' })).toEqual(english);
    const empty = await insertNewsWorld(api.deps.db);
    expect((await api.call('get_videos', { language_id: empty.languageId })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('narrows to nearby news with both coordinates while location news is on, as get_news does', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const [paris, cairo] = api.base.locations;
    const video = (locationId?: number) => insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, contentType: 'video_other', contentValue: 'https://cdn.example/v.mp4', locationId });
    const inParis = await video(paris!.id);
    const inCairo = await video(cairo!.id);
    const nowhere = await video();
    // Versailles is about 17 km from Paris; the fixtures' radius is 100 km.
    const near = await api.call('get_videos', { language_id: world.languageId, latitude: 48.8049, longitude: 2.1204 });
    expect([ids(near.body), near.body.total]).toEqual([[inParis.id], 1]);
    expect((await api.call('get_videos', { language_id: world.languageId, latitude: 40.7, longitude: -74 })).body.message).toBe('No Data Found');

    await switchSetting(api, 'location_news_mode', '0');
    try {
      const all = await api.call('get_videos', { language_id: world.languageId, latitude: 48.8049, longitude: 2.1204 });
      expect(ids(all.body).sort()).toEqual([inParis.id, inCairo.id, nowhere.id].sort());
    } finally {
      await switchSetting(api, 'location_news_mode', '1');
    }
  });

  it('refuses bad parameters with 400 naming the field, an unknown language with 404, a wrong access key with 401', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ latitude: 48.8 }, 'longitude is required'],
      [{ longitude: 2.3 }, 'latitude is required'],
      [{ latitude: 120, longitude: 2 }, 'latitude must be a number between -90 and 90'],
      [{ latitude: 'north', longitude: 2 }, 'latitude must be a number between -90 and 90'],
      [{ offset: -1 }, 'offset must be between 0 and 1000000'],
      [{ language_id: 'en' }, 'language_id must be a whole number'],
    ];
    for (const [params, message] of cases) {
      const answer = await api.call('get_videos', params);
      expect([answer.status, answer.body.message], JSON.stringify(params)).toEqual([400, message]);
    }
    const unknown = await api.call('get_videos', { language_id: 999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Language not found']);
    expect((await api.call('get_videos', {}, { accessKey: 'wrong' })).status).toBe(401);
  });
});
