'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import type { LanguageRef } from '../routing/paths';
import { signInPath } from '../routing/screen-paths';
import { useAppSelector } from '../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../state/select';
import { startNavigationProgress } from './navigation-progress';

/** Where the reader is now (path and query), to come back to after signing in. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Sends the reader to the sign-in screen with `next` = the page they are on. An action asks with
 * `push` (Back returns to the story); a protected page with `replace` (Back skips the page that
 * only sent them on).
 */
export function useSignInRedirect(language: LanguageRef): (mode?: 'push' | 'replace') => void {
  const router = useRouter();
  const { code, isDefault } = language;
  return useCallback(
    (mode: 'push' | 'replace' = 'push') => {
      const target = signInPath({ code, isDefault }, currentPath());
      startNavigationProgress(target);
      if (mode === 'replace') router.replace(target);
      else router.push(target);
    },
    [router, code, isDefault],
  );
}

/**
 * A page only a signed-in reader can use: once the saved state has loaded without a signed-in
 * reader, it sends them to sign in and back. Returns the bearer token (null until there is one).
 */
export function useSignedInReader(language: LanguageRef): string | null {
  const loaded = useAppSelector(selectSavedStateLoaded);
  const token = useAppSelector(selectToken);
  const signIn = useSignInRedirect(language);
  useEffect(() => {
    if (loaded && !token) signIn('replace');
  }, [loaded, token, signIn]);
  return token;
}
