import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentLanguageChanged,
  initialLanguageState,
  labelsReceived,
  labelsRequested,
  labelsRequestFailed,
  languageSlice,
  languagesReceived,
  languagesRequested,
  languagesRequestFailed,
  toCurrentLanguage,
} from './language-slice';
import { envelope, language } from './test-envelopes';

const reduce = languageSlice.reducer;

describe('language slice', () => {
  afterEach(() => vi.useRealTimers());

  it('starts with an empty list, no labels and no current language', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      list: [],
      loading: false,
      lastFetch: null,
      labels: { loading: false, data: {}, lastFetch: null },
      currentLanguage: null,
    });
  });

  it('list: requested sets loading; received stores the list and the time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const loading = reduce(initialLanguageState, languagesRequested());
    expect(loading.loading).toBe(true);
    const list = [language(), language({ id: 2, code: 'ar', language: 'Arabic', isRTL: '1' })];
    const received = reduce(loading, languagesReceived(envelope(list)));
    expect(received).toMatchObject({ list, loading: false, lastFetch: Date.parse('2026-03-01T10:00:00Z') });
  });

  it('list: failed clears loading and keeps what was there', () => {
    const before = { ...initialLanguageState, list: [language()], loading: true };
    expect(reduce(before, languagesRequestFailed())).toEqual({ ...before, loading: false });
  });

  it('labels: requested, received with data and time', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const loading = reduce(initialLanguageState, labelsRequested());
    expect(loading.labels.loading).toBe(true);
    const received = reduce(loading, labelsReceived(envelope({ home: 'Home' })));
    expect(received.labels).toEqual({ loading: false, data: { home: 'Home' }, lastFetch: 1_700_000_000_000 });
  });

  it('labels: a failure keeps loading true (SPEC section 4)', () => {
    const loading = reduce(initialLanguageState, labelsRequested());
    expect(reduce(loading, labelsRequestFailed()).labels.loading).toBe(true);
    expect(reduce(initialLanguageState, labelsRequestFailed()).labels.loading).toBe(true);
  });

  it('keeps only id, code and name of the current language', () => {
    const next = reduce(initialLanguageState, currentLanguageChanged({ id: 3, code: 'fr', name: 'French', extra: 1 } as never));
    expect(next.currentLanguage).toEqual({ id: 3, code: 'fr', name: 'French' });
    expect(toCurrentLanguage(language({ id: 2, code: 'ar', language: 'Arabic' }))).toEqual({ id: 2, code: 'ar', name: 'Arabic' });
  });
});
