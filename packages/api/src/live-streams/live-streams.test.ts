import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLiveStream } from '../../test/builders-content';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let youtube: Awaited<ReturnType<typeof insertLiveStream>>;
let hls: Awaited<ReturnType<typeof insertLiveStream>>;

beforeAll(async () => {
  api = await createTestApi();
  const languageId = api.base.en.id;
  youtube = await insertLiveStream(api.deps.db, { languageId, title: 'Morning show', image: 'live/morning.webp', metaTitle: 'Morning', createdAt: new Date('2024-03-01T08:00:00Z') });
  hls = await insertLiveStream(api.deps.db, { languageId, title: 'Parliament', type: 'url_other', url: 'https://cdn.example/parliament.m3u8', createdAt: new Date('2024-03-02T08:00:00Z') });
});
afterAll(() => api.close());

describe('get_live_streaming', () => {
  it('lists a language’s streams newest first with every field', async () => {
    const { status, body } = await api.call('get_live_streaming', { language_id: api.base.en.id });
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      { id: hls.id, language_id: api.base.en.id, title: 'Parliament', image: '', type: 'url_other', url: 'https://cdn.example/parliament.m3u8', meta_title: '', meta_description: '', meta_keyword: '' },
      {
        id: youtube.id,
        language_id: api.base.en.id,
        title: 'Morning show',
        image: 'http://news.test/media/live/morning.webp',
        type: 'url_youtube',
        url: 'https://www.youtube.com/watch?v=abc123',
        meta_title: 'Morning',
        meta_description: '',
        meta_keyword: '',
      },
    ]);
  });

  it('uses the default language and pages with the total', async () => {
    const { body } = await api.call('get_live_streaming', { offset: 1, limit: 1 });
    expect(body.total).toBe(2);
    expect(body.data.map((stream: { id: number }) => stream.id)).toEqual([youtube.id]);
  });

  it('answers No Data Found for a language without streams', async () => {
    const { status, body } = await api.call('get_live_streaming', { language_id: api.base.ar.id });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('validates its parameters and the access key', async () => {
    expect((await api.call('get_live_streaming', { language_id: '-1' })).status).toBe(400);
    expect((await api.call('get_live_streaming', { language_id: 'one' })).body.message).toBe('language_id must be a whole number');
    const unknown = await api.call('get_live_streaming', { language_id: 4040 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Language not found');
    expect((await api.call('get_live_streaming', { limit: '1e3' })).body.message).toBe('limit must be a whole number');
    expect((await api.call('get_live_streaming', {}, { accessKey: null })).status).toBe(401);
  });
});

describe('ended live streams', () => {
  it('are gone from the list and its total', async () => {
    const ended = await insertLiveStream(api.deps.db, { languageId: api.base.en.id, title: 'Yesterday’s debate', status: 0, createdAt: new Date('2024-03-03T08:00:00Z') });
    const { body } = await api.call('get_live_streaming', { language_id: api.base.en.id });
    expect(body.total).toBe(2);
    expect(body.data.map((stream: { id: number }) => stream.id)).not.toContain(ended.id);
  });
});
