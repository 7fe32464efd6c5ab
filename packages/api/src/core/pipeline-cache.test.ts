import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../test/builders';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  for (let i = 0; i < 5; i++) await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
});
afterAll(() => api.close());

// Five news items make a body well over the 1 kB below which nothing is compressed.
const newsUrl = () => `/api/get_news?access_key=${api.deps.config.accessKey}&language_id=${api.base.en.id}&offset=0&limit=10`;

describe('cached anonymous reads', () => {
  it('are gzipped for clients that accept it, and plain for the others', async () => {
    const plain = await api.app.request(newsUrl());
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(plainText)).toMatchObject({ error: 'false' });

    const zipped = await api.app.request(newsUrl(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plainText);
  });

  it('answer a burst of identical cold requests with one computation and identical bodies', async () => {
    api.deps.cache.clear();
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await api.app.request(newsUrl())).text()));
    expect(new Set(bodies).size).toBe(1);
    expect(api.deps.cache.size).toBe(1);
  });
});
