import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, insertComment, insertStory, type TestApi } from '@newsroom/api/testing';
import { languagesReceived, languagesRequested, languagesRequestFailed } from '../state/language-slice';
import { loggedIn, loggedOut } from '../state/user-slice';
import { DEFAULT_ACCESS_KEY, DEFAULT_API_BASE_URL, defaultApiClientConfig } from './config';
import { testClient } from './test-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const languageActions = { start: languagesRequested, success: languagesReceived, error: languagesRequestFailed };

describe('the common call step', () => {
  it('on success stores the response with the request, runs the callback, dispatches and toasts the server message', async () => {
    const { call, store, notify, sent } = testClient(api);
    const onSuccess = vi.fn();
    const dispatched: string[] = [];
    store.subscribe(() => dispatched.push(JSON.stringify(store.getState().language.loading)));

    const result = await call('get_languages_list', { params: { language_id: api.base.en.id }, onSuccess, actions: languageActions });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toEqual({ language_id: api.base.en.id });
    expect(result.response).toMatchObject({ error: 'false', message: 'Languages fetched successfully' });
    expect(result.response.data.map((language) => language.code)).toEqual(['en', 'ar']);
    expect(onSuccess).toHaveBeenCalledWith(result);
    expect(dispatched).toEqual(['true', 'false']);
    expect(store.getState().language.list).toHaveLength(2);
    expect(notify.success).toHaveBeenCalledWith('Languages fetched successfully');
    expect(notify.error).not.toHaveBeenCalled();
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/get_languages_list');
    expect(url.searchParams.get('access_key')).toBe('test-key');
    expect(sent[0]!.init.method).toBe('GET');
  });

  it('on failure stores the server message as the error, runs the error callback and action, toasts it', async () => {
    const { call, store, notify } = testClient(api);
    const onError = vi.fn();
    store.dispatch(languagesRequested());
    const result = await call('get_news', { params: { language_id: 'abc' }, onError, actions: { error: languagesRequestFailed } });

    expect(result).toMatchObject({ ok: false, error: 'language_id must be a whole number', response: { error: 'true' } });
    expect(onError).toHaveBeenCalledWith('language_id must be a whole number');
    expect(store.getState().language.loading).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('language_id must be a whole number');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('sends the page language with every call, so toasts come worded in it; a call that names its own keeps it', async () => {
    const { call, notify, sent } = testClient(api, { getLanguageId: () => api.base.ar.id });
    const failed = await call('get_news', { params: { offset: 'abc' } });
    expect(failed).toMatchObject({ ok: false, error: 'الحقل offset يجب أن يكون عددًا صحيحًا' });
    expect(notify.error).toHaveBeenCalledWith('الحقل offset يجب أن يكون عددًا صحيحًا');
    expect(new URL(sent[0]!.url).searchParams.get('language_id')).toBe(String(api.base.ar.id));

    await call('get_languages_list', { params: { language_id: api.base.en.id } });
    expect(new URL(sent[1]!.url).searchParams.get('language_id')).toBe(String(api.base.en.id));
    expect(notify.success).toHaveBeenCalledWith('Languages fetched successfully');
  });

  it('treats any error field other than the string "false" as a failure', async () => {
    const answers = [{ error: false, message: 'boolean false' }, { error: 'FALSE', message: 'upper case' }, { error: '', message: 'empty' }];
    for (const answer of answers) {
      const { call, notify } = testClient(api, { fetch: async () => Response.json({ ...answer, data: [] }) });
      expect(await call('get_tag', { params: {} })).toMatchObject({ ok: false, error: answer.message });
      expect(notify.error).toHaveBeenCalledWith(answer.message);
    }
  });

  it('turns a network exception into a failure with the exception message', async () => {
    const { call, notify } = testClient(api, {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const onError = vi.fn();
    const result = await call('get_settings', { onError });
    expect(result).toEqual({ ok: false, error: 'Failed to fetch', response: null, status: null });
    expect(onError).toHaveBeenCalledWith('Failed to fetch');
    expect(notify.error).toHaveBeenCalledWith('Failed to fetch');
  });

  it('turns an answer that is not the JSON envelope into a failure', async () => {
    const { call } = testClient(api, { fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const result = await call('get_settings');
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('HTTP 502') });
  });

  it('shows no toast when displayToast is false, on success or failure', async () => {
    const { call, notify } = testClient(api);
    expect((await call('get_settings', { displayToast: false })).ok).toBe(true);
    expect((await call('get_news', { params: { language_id: 'x' }, displayToast: false })).ok).toBe(false);
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('does not toast a call cancelled on purpose, but still reports it', async () => {
    const { call, notify } = testClient(api);
    const controller = new AbortController();
    controller.abort();
    const onError = vi.fn();
    const result = await call('get_settings', { signal: controller.signal, onError });
    expect(result.ok).toBe(false);
    expect(onError).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends the bearer token of the signed-in reader', async () => {
    const reader = await api.signedInUser({ name: 'Token Reader' });
    const { call, store, sent } = testClient(api);

    const anonymous = await call('get_user_by_id', { displayToast: false });
    expect(anonymous.ok).toBe(false);
    expect(sent[0]!.init.headers).not.toHaveProperty('authorization');

    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
    const signedIn = await call('get_user_by_id', { displayToast: false });
    expect(signedIn.ok && signedIn.response.data).toMatchObject({ id: reader.id, name: 'Token Reader' });
    expect(sent[1]!.init.headers).toMatchObject({ authorization: `Bearer ${reader.token}`, accept: 'application/json' });
  });

  it('reads the token as a call starts, so sign-out can forget the reader while user_logout is on its way', async () => {
    const reader = await api.signedInUser();
    const { call, store, sent } = testClient(api);
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));

    const revocation = call('user_logout', { displayToast: false, keepalive: true });
    store.dispatch(loggedOut());
    expect(await revocation).toMatchObject({ ok: true });
    expect(sent[0]!.init).toMatchObject({ keepalive: true, headers: { authorization: `Bearer ${reader.token}` } });

    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
    expect(await call('get_user_by_id', { displayToast: false })).toMatchObject({ ok: false });
  });

  it('sends no token on the public calls (languages, categories, labels, settings)', async () => {
    const { call, store, sent } = testClient(api);
    store.dispatch(loggedIn({ id: 1, token: 'secret' }));
    await call('get_languages_list', { displayToast: false });
    await call('get_category', { params: { language_id: api.base.en.id }, displayToast: false });
    await call('get_language_json_data', { params: { code: 'en' }, displayToast: false });
    await call('get_settings', { displayToast: false });
    for (const { init } of sent) expect(init.headers).not.toHaveProperty('authorization');
  });

  it('posts writes as a form and multipart calls as multipart, with the access key in the body', async () => {
    const reader = await api.signedInUser();
    const { call, store, sent } = testClient(api);
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));

    const categories = await call('set_user_category', { params: { category_id: String(api.base.categories[0]!.id) } });
    expect(categories).toMatchObject({ ok: true, response: { message: 'Preferred categories saved successfully' } });
    expect(sent[0]!.init.method).toBe('POST');
    expect(String(sent[0]!.init.body)).toContain('access_key=test-key');

    // A browser's keys have fixed sizes: a P-256 public key and a 16-byte secret, base64url.
    const keys = { p256dh: 'BM8UILOJuJqfjCIRRGhT-I_CT8APziCBYBY8fCvFZGNjq1LFBXQwMQ-8ciS6UG6Av0r2VBo-vfLZGeosU9lM47I', auth: 'z3Pk9D9KiDWy4wAj5AFpoQ' };
    const subscription = { endpoint: 'https://push.example/device-1', keys };
    const device = await call('register_token', { params: { language_id: api.base.en.id, token: JSON.stringify(subscription) } });
    expect(device).toMatchObject({ ok: true, response: { message: 'Device registered successfully' } });
    const form = sent[1]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('access_key')).toBe('test-key');
  });

  it('hands a refused token (401) to the shell instead of toasting the raw message, and tells the status', async () => {
    const reader = await api.signedInUser();
    const refused = vi.fn<(token: string) => void>();
    const { call, store, notify } = testClient(api, { onTokenRefused: refused });
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
    expect(await call('user_logout')).toMatchObject({ ok: true });

    const result = await call('set_bookmark', { params: { news_id: 1, status: 1 } });
    expect(result).toMatchObject({ ok: false, status: 401, error: 'Authorization token is invalid or expired' });
    expect(refused).toHaveBeenCalledExactlyOnceWith(reader.token);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('does not take a 401 without a token for an ended session (a wrong password, a wrong key)', async () => {
    const refused = vi.fn();
    const { call, notify } = testClient(api, { onTokenRefused: refused });
    expect(await call('identity_email_signin', { params: { email: 'nobody@example.com', password: 'not the password' } })).toMatchObject({ ok: false, status: 401 });
    expect(refused).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledOnce();
  });

  it('tells the status of a refused write, so a screen can tell "done already" (409) from a failure', async () => {
    const [reader, author] = [await api.signedInUser(), await api.signedInUser()];
    const news = await insertStory(api, { title: 'Flagged story' });
    const comment = await insertComment(api.deps.db, { newsId: news.id, userId: author.id, message: 'Something to report' });
    const { call, store } = testClient(api);
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
    const flag = { comment_id: comment.id, news_id: news.id, message: 'Off topic' };
    expect(await call('set_flag', { params: flag })).toMatchObject({ ok: true });
    expect(await call('set_flag', { params: flag })).toMatchObject({ ok: false, status: 409 });
  });

  it('fails with the server message when the access key is wrong', async () => {
    const { call, notify } = testClient(api, { config: { baseUrl: 'http://news.test/api', accessKey: 'wrong' } });
    const result = await call('get_settings');
    expect(result).toMatchObject({ ok: false, error: 'Invalid access key' });
    expect(notify.error).toHaveBeenCalledWith('Invalid access key');
  });
});

describe('client configuration', () => {
  it('defaults to the same origin /api and the access key 5670', () => {
    expect(DEFAULT_API_BASE_URL).toBe('/api');
    expect(DEFAULT_ACCESS_KEY).toBe('5670');
    const saved = { base: process.env.NEXT_PUBLIC_API_BASE_URL, key: process.env.NEXT_PUBLIC_ACCESS_KEY };
    delete process.env.NEXT_PUBLIC_API_BASE_URL;
    delete process.env.NEXT_PUBLIC_ACCESS_KEY;
    try {
      expect(defaultApiClientConfig()).toEqual({ baseUrl: '/api', accessKey: '5670' });
      process.env.NEXT_PUBLIC_ACCESS_KEY = 'public-key';
      expect(defaultApiClientConfig().accessKey).toBe('public-key');
      expect(defaultApiClientConfig({ accessKey: 'runtime' }).accessKey).toBe('runtime');
    } finally {
      if (saved.base === undefined) delete process.env.NEXT_PUBLIC_API_BASE_URL;
      else process.env.NEXT_PUBLIC_API_BASE_URL = saved.base;
      if (saved.key === undefined) delete process.env.NEXT_PUBLIC_ACCESS_KEY;
      else process.env.NEXT_PUBLIC_ACCESS_KEY = saved.key;
    }
  });
});
