import { describe, expect, it, vi } from 'vitest';
import { loggedIn } from '../state/user-slice';
import { sessionNoticeDismissed } from '../state/ui-slice';
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

  it('signs the reader out once, and says so, when the server refuses their token', async () => {
    const refused = () => Response.json({ error: 'true', message: 'Authorization token is invalid or expired', data: [] }, { status: 401 });
    const toasts = { success: vi.fn(), error: vi.fn() };
    const { store, call } = createAppRuntime({ notify: toasts, fetch: vi.fn(async () => refused()) });
    const actions: string[] = [];
    store.subscribe(() => actions.push(`${store.getState().user.isLogin}/${store.getState().ui.sessionEnded}`));
    store.dispatch(loggedIn({ id: 3, token: 'revoked' }));

    // Several calls were in flight when the session ended: one sign-out, no raw English toast.
    await Promise.all([call('get_bookmark', { params: { language_id: 1 } }), call('set_like_dislike', { params: { news_id: 1, status: 1 } }), call('get_user_by_id')]);
    expect(store.getState().user).toEqual({ data: null, isLogin: false, mobileLoginType: false });
    expect(store.getState().ui.sessionEnded).toBe(true);
    expect(actions).toEqual(['true/false', 'false/true']);
    expect(toasts.error).not.toHaveBeenCalled();

    store.dispatch(sessionNoticeDismissed());
    expect(store.getState().ui.sessionEnded).toBe(false);
  });

  it('leaves a newer sign-in alone when a call made with an older token comes back refused', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store, call } = createAppRuntime({ notify, fetch });
    store.dispatch(loggedIn({ id: 3, token: 'old' }));
    const pending = call('get_user_by_id');
    store.dispatch(loggedIn({ id: 3, token: 'new' }));
    answer(Response.json({ error: 'true', message: 'Authorization token is invalid or expired', data: [] }, { status: 401 }));
    await pending;
    expect(store.getState().user.data?.token).toBe('new');
    expect(store.getState().ui.sessionEnded).toBe(false);
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
