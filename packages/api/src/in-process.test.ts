import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../test/builders';
import { createTestApi, type TestApi } from '../test/harness';
import { callInProcess } from './in-process';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  const [politics] = api.base.categories;
  for (const title of ['Budget passes', 'Vote delayed', 'Turnout rises']) {
    await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: politics!.id, title });
  }
});
afterAll(() => api.close());

describe('callInProcess', () => {
  it('answers exactly what the HTTP endpoint answers', async () => {
    const calls: [string, Record<string, string | number>][] = [
      ['get_languages_list', {}],
      ['get_settings', {}],
      ['get_category', { language_id: api.base.en.id }],
      ['get_news', { language_id: api.base.en.id, limit: 2, offset: 1 }],
      ['get_news', { language_id: api.base.ar.id }],
    ];
    for (const [name, params] of calls) {
      const overHttp = await api.call(name, params);
      api.deps.cache.clear();
      expect(await callInProcess(api.deps, name, params)).toEqual(overHttp.body);
    }
  });

  it('answers parameter failures with the same message as over HTTP', async () => {
    const overHttp = await api.call('get_news', { language_id: 'abc' });
    expect(overHttp.status).toBe(400);
    expect(await callInProcess(api.deps, 'get_news', { language_id: 'abc' })).toEqual(overHttp.body);
    expect(await callInProcess(api.deps, 'get_comment_by_news', {})).toEqual({ error: 'true', message: 'news_id is required', data: [] });
  });

  it('refuses authorized endpoints without a user and unknown endpoints', async () => {
    expect(await callInProcess(api.deps, 'get_bookmark', { language_id: api.base.en.id })).toMatchObject({ error: 'true', message: 'Authorization token is missing' });
    expect(await callInProcess(api.deps, 'no_such_endpoint')).toMatchObject({ error: 'true', message: 'Unknown endpoint' });
  });

  it('shares the read cache with HTTP calls', async () => {
    api.deps.cache.clear();
    const params = { language_id: api.base.en.id, limit: 1 };
    const first = await callInProcess(api.deps, 'get_news', params);
    expect(api.deps.cache.size).toBe(1);
    const overHttp = await api.call('get_news', params);
    expect(api.deps.cache.size).toBe(1);
    expect(overHttp.body).toEqual(first);
  });

  it('skips undefined parameters like an absent query field', async () => {
    const withUndefined = await callInProcess(api.deps, 'get_category', { language_id: api.base.en.id, slug: undefined });
    expect(withUndefined).toMatchObject({ error: 'false', total: 2 });
  });
});
