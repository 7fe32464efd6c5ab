import type { QueryClient } from '@tanstack/react-query';
import type { Persistor } from 'redux-persist';
import { createCallStep, type CallStep, type FetchLike, type Notifier } from '../api-client/call-step';
import { defaultApiClientConfig, type ApiClientConfig } from '../api-client/config';
import { createQueryClient } from '../api-client/query-client';
import { initialLanguageState, type CurrentLanguage } from '../state/language-slice';
import { selectToken } from '../state/select';
import { createPersistor, makeStore, type AppStore, type StoreOptions } from '../state/store';
import { sessionEnded } from '../state/user-slice';

export interface AppRuntimeOptions {
  language?: CurrentLanguage;
  api?: Partial<ApiClientConfig>;
  notify: Notifier;
  fetch?: FetchLike;
  storage?: StoreOptions['storage'];
}

export interface AppRuntime {
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  call: CallStep;
}

/** Everything the shell provides, made once per browser tab and once per server render. */
export function createAppRuntime(options: AppRuntimeOptions): AppRuntime {
  const store = makeStore({
    storage: options.storage,
    // The server renders with the page's language chosen, so the first render needs no saved state.
    preloadedState: options.language ? { language: { ...initialLanguageState, currentLanguage: options.language } } : undefined,
  });
  const call = createCallStep({
    config: defaultApiClientConfig(options.api),
    notify: options.notify,
    fetch: options.fetch,
    getToken: () => selectToken(store.getState()),
    getLanguageId: () => store.getState().language.currentLanguage?.id,
    dispatch: store.dispatch,
    // Every call in flight when the session ended comes back refused: only the first one, still
    // carrying the current token, signs the reader out (and a newer sign-in is left alone).
    onTokenRefused: (token) => {
      if (selectToken(store.getState()) === token) store.dispatch(sessionEnded());
    },
  });
  return { store, persistor: createPersistor(store), queryClient: createQueryClient(), call };
}
