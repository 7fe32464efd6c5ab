import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertNews } from '../../test/builders';
import { ACCESS_KEY, createTestApi, type TestApi } from '../../test/harness';
import { describeForLog } from './log-error';
import { MAX_BODY_BYTES, MAX_FIELDS } from './request-limits';

// Finding 1 of the hardening issue: one anonymous script filled the server's memory through the
// read cache (every parameter, unknown ones included, became part of its key) and unbounded
// request bodies. Finding 6: a NUL byte answered 500 and the log kept the SQL with the reader's text.

let api: TestApi;
let newsId: number;
beforeAll(async () => {
  api = await createTestApi();
  newsId = (await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id })).id;
});
afterAll(() => api.close());

const post = (endpoint: string, body: BodyInit, type: string, query = `access_key=${ACCESS_KEY}`) =>
  api.app.request(`http://news.test/api/${endpoint}?${query}`, { method: 'POST', headers: { 'content-type': type }, body });

describe('the read cache under a flood of distinct requests', () => {
  it('keys entries on the parsed, known parameters only: unknown ones make no new entries', async () => {
    api.deps.cache.clear();
    for (let i = 0; i < 200; i++) {
      const junk = { [`junk${i}`]: 'x'.repeat(2000), other: String(i) };
      expect((await api.call('get_settings', junk)).status).toBe(200);
      expect((await api.call('get_news', { language_id: api.base.en.id, ...junk }, { method: 'POST' })).status).toBe(200);
    }
    expect(api.deps.cache.size).toBe(2);
    expect(api.deps.cache.usedBytes).toBeLessThan(200_000);
  });

  it('answers an empty parameter and its default from one entry', async () => {
    api.deps.cache.clear();
    await api.call('get_category', { language_id: api.base.en.id, offset: '', limit: 10 });
    await api.call('get_category', { language_id: api.base.en.id, offset: 0, limit: 10 });
    await api.call('get_category', { language_id: api.base.en.id, limit: 10 });
    expect(api.deps.cache.size).toBe(1);
  });
});

describe('request bodies and fields are bounded before parsing', () => {
  const huge = 'x'.repeat(MAX_BODY_BYTES + 1);

  it('refuses a body over the bound with 413, as a form, JSON or multipart', async () => {
    const form = await post('get_settings', `junk=${huge}`, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(413);
    expect(await form.json()).toMatchObject({ error: 'true', message: expect.stringMatching(/too large/) });
    expect((await post('get_settings', JSON.stringify({ junk: huge }), 'application/json')).status).toBe(413);
    const multipart = new FormData();
    multipart.append('junk', huge);
    expect((await api.app.request(`http://news.test/api/get_settings?access_key=${ACCESS_KEY}`, { method: 'POST', body: multipart })).status).toBe(413);
    expect(api.deps.cache.size).toBeLessThanOrEqual(2);
  });

  it('refuses a field too long, too many fields, and values nested too deeply, with 400', async () => {
    const long = await api.call('get_settings', { type: 'y'.repeat(130_000) }, { method: 'POST' });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/type is too long/);
    const many = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, '1']));
    expect((await api.call('get_settings', many, { method: 'POST' })).body.message).toMatch(/too many parameters/);
    const deep = JSON.stringify({ access_key: ACCESS_KEY, a: { b: { c: { d: { e: 1 } } } } });
    expect((await post('get_settings', deep, 'application/json', '')).status).toBe(400);
  });
});

describe('control characters in text', () => {
  it('answer 400 naming the field, for every way of sending them', async () => {
    const reader = await api.signedInUser({ name: 'Nul' });
    const comment = await api.call('set_comment', { news_id: newsId, parent_id: 0, message: 'a\u0000b' }, { token: reader.token, method: 'POST' });
    expect(comment.status).toBe(400);
    expect(comment.body.message).toBe('message contains a control character that text may not hold');
    expect((await api.call('get_news', { language_id: api.base.en.id, search: 'ab\u0000cd' })).status).toBe(400);
    expect((await api.call('update_profile', { name: 'A\u0000' }, { token: reader.token, method: 'POST', json: true })).status).toBe(400);
    const nested = await post('register_token', JSON.stringify({ token: { endpoint: 'https://push.example/\u0000' } }), 'application/json');
    expect(nested.status).toBe(400);
    // Tabs and line breaks are text.
    const fine = await api.call('set_comment', { news_id: newsId, parent_id: 0, message: 'line one\n\tline two' }, { token: reader.token, method: 'POST' });
    expect(fine.status).toBe(200);
  });
});

describe('secrets in the address', () => {
  it('are refused on endpoints that carry them, even in a POST', async () => {
    const response = await post('identity_email_signin', 'email=ada%40example.com', 'application/x-www-form-urlencoded', `access_key=${ACCESS_KEY}&password=hunter2hunter2`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/send password in the request body, not in the URL/);
  });
});

describe('the error log', () => {
  it('never carries request data or SQL parameters', async () => {
    const secret = 'reader-typed-this-9f3c';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { token } = await api.signedInUser({ name: 'Logger' });
    await api.call('get_user_by_id', {}, { token });
    const db = api.deps.db;
    // A database that fails the way drivers do: the message quotes the SQL and its parameters.
    api.deps.db = new Proxy(db, {
      get() {
        const cause = Object.assign(new Error(`invalid input syntax: "${secret}"`), { code: '22P02', table: 'news' });
        throw Object.assign(new Error(`Failed query: select * from news where title ilike $1\nparams: %${secret}%`, { cause }), { name: 'DrizzleQueryError' });
      },
    });
    try {
      const response = await api.call('get_news', { language_id: api.base.en.id, search: secret }, { token });
      expect(response.status).toBe(500);
      expect(response.body.message).not.toContain(secret);
    } finally {
      api.deps.db = db;
    }
    const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
    logged.mockRestore();
    expect(lines.join('\n')).toMatch(/get_news failed: database error SQLSTATE 22P02 \(table news\)/);
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('keeps the kind and place of an error of our own code', () => {
    expect(describeForLog(new TypeError('x is undefined'))).toMatch(/^TypeError: x is undefined/);
    expect(describeForLog('text')).toBe('a thrown string');
  });
});
