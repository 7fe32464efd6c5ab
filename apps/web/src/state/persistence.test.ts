import type { Persistor } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage } from './browser-storage';
import { PERSIST_LOAD_TIMEOUT_MS, PERSIST_ROOT_KEY, createPersistConfig } from './persist-config';
import { createPersistor, makeStore } from './store';
import { searchPopupOpened } from './ui-slice';
import { loggedIn, sessionEnded } from './user-slice';

/** A synchronous Storage (what window.localStorage is) kept in a Map. */
function memoryStorage(initial: Record<string, string> = {}): globalThis.Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
  };
}

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
}

async function startedStore(local: globalThis.Storage) {
  const store = makeStore({ storage: createBrowserStorage(() => local) });
  const persistor = createPersistor(store);
  persistor.persist();
  await bootstrapped(persistor);
  return { store, persistor };
}

describe('saved state', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is saved under one root key with a 5000 ms load timeout', () => {
    const config = createPersistConfig();
    expect(config.key).toBe(PERSIST_ROOT_KEY);
    expect(PERSIST_ROOT_KEY).toBe('root');
    expect(config.timeout).toBe(PERSIST_LOAD_TIMEOUT_MS);
    expect(PERSIST_LOAD_TIMEOUT_MS).toBe(5000);
  });

  it('writes every slice into the single localStorage item persist:root', async () => {
    const local = memoryStorage();
    const { store, persistor } = await startedStore(local);
    store.dispatch(loggedIn({ id: 1, token: 't' }));
    await persistor.flush();
    expect(local.length).toBe(1);
    expect(local.key(0)).toBe('persist:root');
    const saved = JSON.parse(local.getItem('persist:root')!) as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(
      ['_persist', 'clickAction', 'counter', 'language', 'newsCreation', 'settings', 'temporaryData', 'ui', 'user'].sort(),
    );
    expect(JSON.parse(saved.user!)).toMatchObject({ isLogin: true, data: { id: 1, token: 't' } });
  });

  it('loads the saved state at startup, without reopening the search popup', async () => {
    const local = memoryStorage();
    const first = await startedStore(local);
    first.store.dispatch(loggedIn({ id: 5, token: 'k' }));
    first.store.dispatch(searchPopupOpened());
    await first.persistor.flush();

    const second = await startedStore(local);
    expect(second.store.getState().user).toMatchObject({ isLogin: true, data: { id: 5, token: 'k' } });
    expect(second.store.getState().ui.searchPopupOpen).toBe(false);
  });

  it('saves a session that ended as signed out, without its notice on the next visit', async () => {
    const local = memoryStorage();
    const first = await startedStore(local);
    first.store.dispatch(loggedIn({ id: 5, token: 'k' }));
    first.store.dispatch(sessionEnded());
    expect(first.store.getState().ui.sessionEnded).toBe(true);
    await first.persistor.flush();

    const second = await startedStore(local);
    expect(second.store.getState().user.isLogin).toBe(false);
    expect(second.store.getState().ui.sessionEnded).toBe(false);
  });

  it('reports a load error on the console only and starts from the initial state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = await startedStore(memoryStorage({ 'persist:root': '{not json' }));
    expect(store.getState().user.isLogin).toBe(false);
    expect(error).toHaveBeenCalledWith('[state] saved state not loaded:', expect.any(SyntaxError));
  });

  it('gives up loading after 5000 ms', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const never = { getItem: () => new Promise<string>(() => {}), setItem: async () => {}, removeItem: async () => {} };
    const store = makeStore({ storage: never });
    const persistor = createPersistor(store);
    persistor.persist();
    await vi.advanceTimersByTimeAsync(PERSIST_LOAD_TIMEOUT_MS - 1);
    expect(persistor.getState().bootstrapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(error).toHaveBeenCalledWith('[state] saved state not loaded:', expect.objectContaining({ message: expect.stringContaining('timed out') }));
  });

  it('is safe on the server: no window, no timers, nothing thrown', async () => {
    vi.useFakeTimers();
    expect(typeof window).toBe('undefined');
    const storage = createBrowserStorage();
    await expect(storage.getItem('persist:root')).resolves.toBeNull();
    await expect(storage.setItem('persist:root', '{}')).resolves.toBeUndefined();
    const store = makeStore({ preloadedState: { ui: { searchPopupOpen: false, sessionEnded: false } } });
    createPersistor(store);
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getState().language.currentLanguage).toBeNull();
  });

  it('drops writes the browser refuses (storage full or blocked), on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createBrowserStorage(() => {
      throw new Error('SecurityError');
    });
    await expect(storage.setItem('k', 'v')).resolves.toBeUndefined();
    await expect(storage.getItem('k')).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
