import { NO_DATA_FOUND } from '@newsroom/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '@newsroom/api/testing';
import { loggedIn } from '../state/user-slice';
import { countItems, loadLabels, loadLanguages, loadSettings, updateProfileData } from './app-calls';
import { ApiCallError, queryCall } from './query-call';
import { testClient } from './test-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the calls that feed the slices', () => {
  it('loads the languages list quietly into the language slice', async () => {
    const { call, store, notify } = testClient(api);
    await loadLanguages(call);
    const { list, loading, lastFetch } = store.getState().language;
    expect(list.map((language) => language.code)).toEqual(['en', 'ar']);
    expect(loading).toBe(false);
    expect(lastFetch).toEqual(expect.any(Number));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('loads the labels; a failed labels call keeps loading true, without a toast', async () => {
    const { call, store, notify } = testClient(api);
    await loadLabels(call, 'en');
    expect(store.getState().language.labels).toMatchObject({ loading: false, data: { home: 'Home', search: 'Search' } });
    const failed = await loadLabels(call, 'zz');
    expect(failed.ok).toBe(false);
    expect(store.getState().language.labels.loading).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('loads the settings quietly', async () => {
    const { call, store, notify } = testClient(api);
    await loadSettings(call);
    expect(store.getState().settings).toMatchObject({ loading: false, data: { web_setting: { web_name: 'Test News' } } });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('counts the items of a list, and 0 when the API answers No Data Found', async () => {
    const { call, store } = testClient(api);
    await countItems(call, 'get_category', { language_id: api.base.en.id, offset: 0, limit: 10 });
    expect(store.getState().counter.counter).toBe(2);
    const empty = await countItems(call, 'get_news', { language_id: api.base.ar.id, offset: 0, limit: 10 });
    expect(empty).toMatchObject({ ok: false, error: NO_DATA_FOUND });
    expect(store.getState().counter.counter).toBe(0);
  });

  it('saves the profile data and mirrors name, mobile and email in the user slice', async () => {
    const reader = await api.signedInUser({ name: 'Before' });
    const { call, store, notify } = testClient(api);
    store.dispatch(loggedIn({ id: reader.id, token: reader.token, name: 'Before', profile: 'https://x.test/p.webp' }));
    const result = await updateProfileData(call, { name: 'After', mobile: '+441234567890', email: 'after@example.com' });
    expect(result.ok).toBe(true);
    expect(store.getState().user.data).toMatchObject({
      name: 'After',
      mobile: '+441234567890',
      email: 'after@example.com',
      profile: 'https://x.test/p.webp',
    });
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('queryCall (the call step as a TanStack Query function)', () => {
  it('resolves with the envelope, quietly', async () => {
    const { call, notify } = testClient(api);
    const response = await queryCall(call, 'get_tag', { language_id: api.base.en.id });
    expect(response.data.map((tag) => tag.slug).sort()).toEqual(['elections', 'football']);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('resolves an empty list (No Data Found) instead of failing', async () => {
    const { call } = testClient(api);
    await expect(queryCall(call, 'get_news', { language_id: api.base.ar.id })).resolves.toMatchObject({ data: [], message: NO_DATA_FOUND });
  });

  it('throws ApiCallError with the server message on other failures', async () => {
    const { call } = testClient(api);
    const failure = queryCall(call, 'get_news', { language_id: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiCallError);
    await expect(failure).rejects.toThrow('language_id must be a whole number');
  });
});
