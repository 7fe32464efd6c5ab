import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('get_languages_list', () => {
  it('lists active languages with the default one in the envelope', async () => {
    const { status, body } = await api.call('get_languages_list');
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    expect(body.total).toBe(2);
    expect(body.data[1]).toEqual({ id: api.base.ar.id, language: 'Arabic', code: 'ar', status: 1, isRTL: '1', image: '', display_name: 'العربية' });
    expect(body.default_language).toMatchObject({ code: 'en', isRTL: '0' });
  });

  it('answers both GET and POST, and reads JSON bodies', async () => {
    const post = await api.call('get_languages_list', {}, { method: 'POST' });
    const json = await api.call('get_languages_list', {}, { method: 'POST', json: true });
    expect(post.body.total).toBe(2);
    expect(json.body.total).toBe(2);
  });

  it('refuses a wrong or missing access key with 401', async () => {
    for (const accessKey of ['wrong', null]) {
      const { status, body } = await api.call('get_languages_list', {}, { accessKey });
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'true', message: 'Invalid access key', data: [] });
    }
  });

  it('refuses a malformed language_id', async () => {
    const { status, body } = await api.call('get_languages_list', { language_id: 'abc' });
    expect(status).toBe(400);
    expect(body.message).toBe('language_id must be a whole number');
  });
});

describe('get_language_json_data', () => {
  it('returns the labels of a language', async () => {
    const { body } = await api.call('get_language_json_data', { code: 'ar' });
    expect(body).toMatchObject({ error: 'false', data: { home: 'الرئيسية' } });
  });

  it('answers the default language without a code, and needs a known code', async () => {
    for (const params of [{}, { code: '' }] as Record<string, string>[]) {
      expect((await api.call('get_language_json_data', params)).body).toMatchObject({ error: 'false', data: { home: 'Home' } });
    }
    expect((await api.call('get_language_json_data', { code: '../etc' })).status).toBe(400);
    const unknown = await api.call('get_language_json_data', { code: 'xx' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Language not found');
  });
});

describe('the API surface', () => {
  it('answers unknown endpoints with 404 in the envelope', async () => {
    const { status, body } = await api.call('no_such_endpoint');
    expect(status).toBe(404);
    expect(body.error).toBe('true');
  });

  it('answers CORS preflights', async () => {
    const response = await api.app.request('http://news.test/api/get_news', {
      method: 'OPTIONS',
      headers: { origin: 'https://reader.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the OpenAPI document and a browsable page', async () => {
    const document = await (await api.app.request('http://news.test/api/docs/openapi.json')).json();
    expect(document.paths['/api/get_languages_list']).toBeDefined();
    const page = await (await api.app.request('http://news.test/api/docs')).text();
    expect(page).toContain('get_language_json_data');
  });
});
