import type { Storage as PersistStorage } from 'redux-persist';

/**
 * localStorage for redux-persist that is safe to import during server rendering: the window is
 * only looked up when an item is read or written, and without it (server, or storage blocked by
 * the browser's privacy settings) reads find nothing and writes are dropped. Problems go to the
 * console only (SPEC section 8).
 */
export function createBrowserStorage(getStorage: () => globalThis.Storage | undefined = defaultStorage): PersistStorage {
  function attempt<T>(what: string, fallback: T, run: (storage: globalThis.Storage) => T): Promise<T> {
    try {
      const storage = getStorage();
      return Promise.resolve(storage ? run(storage) : fallback);
    } catch (error) {
      console.error(`[state] could not ${what} the saved state`, error);
      return Promise.resolve(fallback);
    }
  }
  return {
    getItem: (key: string) => attempt('read', null, (storage) => storage.getItem(key)),
    setItem: (key: string, value: string) => attempt('write', undefined, (storage) => storage.setItem(key, value)),
    removeItem: (key: string) => attempt('remove', undefined, (storage) => storage.removeItem(key)),
  };
}

function defaultStorage(): globalThis.Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}
