import { describe, expect, it, vi } from 'vitest';
import { loggedIn } from '../state/user-slice';
import { createAppRuntime } from './app-runtime';
import { searchHref, searchPath } from './search-popup';

describe('app runtime', () => {
  const notify = { success: vi.fn(), error: vi.fn() };

  it('renders with the page language chosen and nothing loaded from storage yet', () => {
    const { store, persistor } = createAppRuntime({ notify, language: { id: 2, code: 'fr', name: 'French' } });
    expect(store.getState().language.currentLanguage).toEqual({ id: 2, code: 'fr', name: 'French' });
    expect(store.getState().language.list).toEqual([]);
    expect(persistor.getState().bootstrapped).toBe(false);
  });

  it('binds the call step to the store token, the configured key and the same-origin API', async () => {
    const requests: { url: string; headers: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers });
      return Response.json({ error: 'false', message: '', data: {} });
    });
    const { store, call } = createAppRuntime({ notify, fetch, api: { accessKey: 'site-key' } });
    store.dispatch(loggedIn({ id: 3, token: 'tok' }));
    await call('get_user_by_id');
    expect(requests[0]!.url).toBe('/api/get_user_by_id?access_key=site-key');
    expect(requests[0]!.headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('builds the search page address of a language: no prefix for the default language', () => {
    expect(searchPath('ar', false, '/')).toBe('/ar/search');
    expect(searchPath('en', true, '/en/news/a')).toBe('/search');
    // Not told: the current URL decides.
    expect(searchPath('fr', undefined, '/fr/news/a')).toBe('/fr/search');
    expect(searchPath('en', undefined, '/news/a')).toBe('/search');
    expect(searchPath('', undefined, '/')).toBe('/search');
    expect(searchHref('/fr/search', 'rain & wind')).toBe('/fr/search?q=rain%20%26%20wind');
  });
});
