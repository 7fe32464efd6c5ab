import type { RootState } from './store';

/** The bearer token the call step sends: only while signed in. */
export function selectToken(state: Pick<RootState, 'user'>): string | null {
  return state.user.isLogin ? (state.user.data?.token ?? null) : null;
}

/** A UI string of the current language, or the fallback until the labels have loaded. */
export function selectLabel(state: Pick<RootState, 'language'>, key: string, fallback: string): string {
  return state.language.labels.data[key] || fallback;
}

/**
 * Whether the saved state has loaded (or failed to): before that, a signed-in reader still looks
 * signed out, so nothing may treat a missing token as "signed out" yet.
 */
export function selectSavedStateLoaded(state: Pick<RootState, '_persist'>): boolean {
  return state._persist?.rehydrated === true;
}
