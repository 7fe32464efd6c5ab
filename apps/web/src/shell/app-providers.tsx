'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { CallStepProvider } from '../api-client/call-step-context';
import { buildUiText } from '../i18n/ui-text';
import { currentLanguageChanged, type CurrentLanguage } from '../state/language-slice';
import { createAppRuntime } from './app-runtime';
import { ForegroundPushMessages } from './foreground-push';
import { ProgressBar } from './progress-bar';
import { SearchPopup } from './search-popup';
import { registerServiceWorkerAfterLoad } from './service-worker';
import { SessionEndedNotice } from './session-ended-notice';
import { AppToaster, hotToastNotifier } from './toasts';

/** The page's language; `isDefault` (optional) tells whether its URLs go without a code prefix. */
export type AppLanguage = CurrentLanguage & { isDefault?: boolean };

export interface AppProvidersProps {
  children: ReactNode;
  /** The language of the page (from its URL); it wins over a language saved from an earlier visit. */
  language?: AppLanguage;
  /** The API's access key and base URL when the server decides them at run time. */
  accessKey?: string;
  apiBaseUrl?: string;
}

/**
 * The client shell around every page: Redux store (saved to localStorage), TanStack Query, the
 * common call step, toasts, the page-change progress bar, the search popup, the push worker and
 * its foreground messages.
 * Server-rendered content is never held back: the saved state loads after hydration.
 */
export function AppProviders({ children, language, accessKey, apiBaseUrl }: AppProvidersProps) {
  const [runtime] = useState(() =>
    createAppRuntime({ language, api: { accessKey, baseUrl: apiBaseUrl }, notify: hotToastNotifier }),
  );
  const { store, persistor, queryClient, call } = runtime;

  const languageId = language?.id;
  const languageCode = language?.code;
  const languageName = language?.name;
  const applyPageLanguage = () => {
    if (languageId !== undefined && languageCode !== undefined && languageName !== undefined) {
      store.dispatch(currentLanguageChanged({ id: languageId, code: languageCode, name: languageName }));
    }
  };

  // Also when client-side navigation moves to a page of another language.
  useEffect(applyPageLanguage, [store, languageId, languageCode, languageName]);
  useEffect(() => persistor.persist(), [persistor]);
  useEffect(() => registerServiceWorkerAfterLoad(), []);

  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <CallStepProvider call={call}>
          <SessionEndedNotice language={language} />
          {/* A function child renders at once; the gate only re-applies the page language once the saved state is in. */}
          <PersistGate persistor={persistor} onBeforeLift={applyPageLanguage}>
            {() => children}
          </PersistGate>
          <SearchPopup language={language} />
        </CallStepProvider>
        <ProgressBar label={buildUiText(languageCode ?? '', null).loadingPage} />
        <AppToaster />
        <ForegroundPushMessages />
      </QueryClientProvider>
    </Provider>
  );
}
