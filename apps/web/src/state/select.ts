import type { RootState } from './store';

/** The bearer token the call step sends: only while signed in. */
export function selectToken(state: Pick<RootState, 'user'>): string | null {
  return state.user.isLogin ? (state.user.data?.token ?? null) : null;
}

/** A UI string of the current language, or the fallback until the labels have loaded. */
export function selectLabel(state: Pick<RootState, 'language'>, key: string, fallback: string): string {
  return state.language.labels.data[key] || fallback;
}
