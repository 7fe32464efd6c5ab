'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { homePath, type LanguageRef } from '../../../routing/paths';
import { startNavigationProgress } from '../../../shell/navigation-progress';
import { useSignInRedirect } from '../../../shell/sign-in-redirect';
import { useAppSelector } from '../../../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../../../state/select';
import styles from '../shared/accounts.module.css';

/**
 * A screen only a signed-in reader can use. The sign-in lives in the saved state, which loads in
 * the browser after the page: until it has, a placeholder shows. A signed-out reader is sent to
 * sign in, and back here afterwards. A reader who signs out (or deletes the account) while on the
 * screen asked to leave their account, not to sign in again: they go to the home page. A reader
 * whose session ended (the server refused the token) asked for nothing: sign in and back here.
 */
export function RequireSignIn({ language, children }: { language: LanguageRef; children: ReactNode }) {
  const loaded = useAppSelector(selectSavedStateLoaded);
  const token = useAppSelector(selectToken);
  const sessionEnded = useAppSelector((state) => state.ui.sessionEnded);
  const signIn = useSignInRedirect(language);
  const router = useRouter();
  const wasSignedIn = useRef(false);
  const { code, isDefault } = language;

  useEffect(() => {
    if (token) {
      wasSignedIn.current = true;
      return;
    }
    if (!loaded) return;
    if (!wasSignedIn.current || sessionEnded) return signIn('replace');
    const home = homePath({ code, isDefault });
    startNavigationProgress(home);
    router.replace(home);
  }, [loaded, token, sessionEnded, signIn, router, code, isDefault]);

  if (!token) return <div className={styles.placeholder} aria-hidden="true" />;
  return <>{children}</>;
}
