import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Envelope } from '@newsroom/contract/envelope';
import type { Language, LanguageLabels } from '@newsroom/contract/languages';
import { receivedNow, type ReceivedMeta } from './received-at';

/** The language the reader is reading in (SPEC section 3: id, code, name). */
export interface CurrentLanguage {
  id: number;
  code: string;
  name: string;
}

export interface LanguageState {
  list: Language[];
  loading: boolean;
  /** Epoch milliseconds of the last successful list fetch. */
  lastFetch: number | null;
  labels: {
    loading: boolean;
    data: LanguageLabels;
    lastFetch: number | null;
  };
  currentLanguage: CurrentLanguage | null;
}

export const initialLanguageState: LanguageState = {
  list: [],
  loading: false,
  lastFetch: null,
  labels: { loading: false, data: {}, lastFetch: null },
  currentLanguage: null,
};

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languagesRequested(state) {
      state.loading = true;
    },
    languagesReceived: {
      reducer(state, action: PayloadAction<Envelope<Language[]>, string, ReceivedMeta>) {
        state.list = action.payload.data;
        state.loading = false;
        state.lastFetch = action.meta.receivedAt;
      },
      prepare: (response: Envelope<Language[]>) => ({ payload: response, meta: receivedNow() }),
    },
    languagesRequestFailed(state) {
      state.loading = false;
    },
    labelsRequested(state) {
      state.labels.loading = true;
    },
    labelsReceived: {
      reducer(state, action: PayloadAction<Envelope<LanguageLabels>, string, ReceivedMeta>) {
        state.labels.data = action.payload.data;
        state.labels.loading = false;
        state.labels.lastFetch = action.meta.receivedAt;
      },
      prepare: (response: Envelope<LanguageLabels>) => ({ payload: response, meta: receivedNow() }),
    },
    // SPEC section 4: a failed labels call leaves loading set (unlike the list), so screens keep
    // showing their placeholders instead of half-translated text.
    labelsRequestFailed(state) {
      state.labels.loading = true;
    },
    currentLanguageChanged(state, action: PayloadAction<CurrentLanguage>) {
      const { id, code, name } = action.payload;
      state.currentLanguage = { id, code, name };
    },
  },
});

export const {
  languagesRequested,
  languagesReceived,
  languagesRequestFailed,
  labelsRequested,
  labelsReceived,
  labelsRequestFailed,
  currentLanguageChanged,
} = languageSlice.actions;

/** The current-language triple of a language as the API lists it. */
export function toCurrentLanguage(language: Pick<Language, 'id' | 'code' | 'language'>): CurrentLanguage {
  return { id: language.id, code: language.code, name: language.language };
}
