import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Persistor, type PersistorOptions } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { createPersistConfig } from './persist-config';
import { rootReducer, type RootReducerState } from './root-reducer';

type PersistedRootState = RootReducerState & PersistPartial;

export interface StoreOptions {
  /** Slices to start from; the missing ones start from their initial state. */
  preloadedState?: Partial<RootReducerState>;
  storage?: Parameters<typeof createPersistConfig>[0];
}

/**
 * A store per browser tab (and per server render: never share one between requests).
 * `preloadedState` lets the server render with the page's language already chosen.
 */
export function makeStore(options: StoreOptions = {}) {
  // Annotated: inferred inline, the state type is lost to the middleware callback's inference.
  const reducer: Reducer<PersistedRootState> = persistReducer(createPersistConfig(options.storage), rootReducer);
  return configureStore({
    reducer,
    // combineReducers fills in the slices left out; _persist is added when loading starts.
    preloadedState: options.preloadedState as PersistedRootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (register, rehydrate).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(reportLoadErrors),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The store's persistor, created without loading anything: call `persistor.persist()` in the
 * browser (after hydration) to load the saved state and start saving. The server never does,
 * so server rendering neither touches storage nor leaves the 5000 ms load timer behind.
 */
export function createPersistor(store: AppStore): Persistor {
  // manualPersist is supported by redux-persist 6 but missing from its type declarations.
  return persistStore(store, { manualPersist: true } as PersistorOptions);
}

// A failed or timed-out load starts from the initial state; SPEC section 8 wants it on the
// console only, never in front of the reader.
const reportLoadErrors: Middleware<object, PersistedRootState> = () => (next) => (action) => {
  const { type, err } = action as { type?: unknown; err?: unknown };
  if (type === REHYDRATE && err) console.error('[state] saved state not loaded:', err);
  return next(action);
};
