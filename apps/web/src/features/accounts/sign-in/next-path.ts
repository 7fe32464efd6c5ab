import { homePath, type LanguageRef } from '../../../routing/paths';
import { isAccountScreen } from '../../../routing/return-address';
import { profilePath, safeNextPath } from '../../../routing/screen-paths';

/**
 * Where a reader goes once signed in: back to where they were (`next`), or the home page.
 * `next` must be a path of this site (safeNextPath), and never an account screen that leads to
 * signing in again (a reader who opened sign-in from the sign-up page wants to read, not loop).
 */
function nextTarget(next: string | null | undefined): string | null {
  const target = safeNextPath(next);
  return target && !isAccountScreen(target) ? target : null;
}

export function afterSignInPath(language: LanguageRef, next: string | null | undefined): string {
  return nextTarget(next) ?? homePath(language);
}

/**
 * Where a reader who is already signed in goes from the sign-in or sign-up screen: on to `next`,
 * as if they had just signed in, or else to their profile (what an account link was after).
 */
export function signedInLandingPath(language: LanguageRef, next: string | null | undefined): string {
  return nextTarget(next) ?? profilePath(language);
}

/** The page a protected screen asks to come back to: its path and query, not the fragment. */
export function returnPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * What the OpenID Connect return hands the sign-in/complete screen in the URL fragment: the
 * account and its token, or the identity service's message when the provider sign-in failed.
 */
export type ProviderReturn = { uid: string; idToken: string; next: string | null } | { error: string; next: string | null };

/**
 * Reads `#uid=…&id_token=…&next=…` or `#error=…&next=…` (docs/identity-service.md). The fragment
 * never reaches a server or its logs, which is why the identity service puts the token there.
 */
export function readProviderReturn(hash: string, siteOrigin?: string): ProviderReturn | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const next = safeNextPath(params.get('next'), siteOrigin);
  const uid = params.get('uid');
  const idToken = params.get('id_token');
  if (uid && idToken) return { uid, idToken, next };
  const error = params.get('error');
  return error ? { error, next } : null;
}

/**
 * Where a provider button leads: the identity service's OpenID Connect start, which comes back
 * to this language's sign-in/complete screen with `next` in the fragment.
 */
export function providerStartPath(language: LanguageRef, next: string | null): string {
  const params = new URLSearchParams({ lang: language.code });
  const target = safeNextPath(next);
  if (target) params.set('next', target);
  return `/auth/oidc/start?${params}`;
}

/** An account screen's path carrying `next` on to the screen after it (sign-in ⇄ sign-up). */
export function withNext(path: string, next: string | null): string {
  const target = safeNextPath(next);
  return target ? `${path}?next=${encodeURIComponent(target)}` : path;
}
