'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { startNavigationProgress } from '../../../shell/navigation-progress';
import { useAppSelector } from '../../../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../../../state/select';
import styles from '../shared/accounts.module.css';
import { signedInLandingPath } from './next-path';

type Arrival = 'loading' | 'signed-in' | 'signed-out';

interface SignedOutOnlyProps {
  language: LanguageRef;
  /** Where the screen was asked to lead (already checked by safeNextPath), or null. */
  next: string | null;
  children: ReactNode;
}

/**
 * The sign-in and sign-up forms, for a reader who is signed out. One who arrives signed in goes
 * on to `next`, or to their profile. The sign-in lives in the saved state, which loads after the
 * page: until it has, the forms show, hidden only from a reader the page's early script found
 * signed in (state/signed-in-hint.ts). Whether the reader arrived signed in is decided once, when
 * the saved state is in: a reader who signs in here is taken on by the form itself.
 */
export function SignedOutOnly({ language, next, children }: SignedOutOnlyProps) {
  const loaded = useAppSelector(selectSavedStateLoaded);
  const token = useAppSelector(selectToken);
  const router = useRouter();
  const [arrival, setArrival] = useState<Arrival>('loading');
  if (arrival === 'loading' && loaded) setArrival(token ? 'signed-in' : 'signed-out');
  const { code, isDefault } = language;

  useEffect(() => {
    if (arrival !== 'signed-in') return;
    const target = signedInLandingPath({ code, isDefault }, next);
    startNavigationProgress(target);
    // Back should not lead to a screen that only sent the reader on.
    router.replace(target);
  }, [arrival, next, router, code, isDefault]);

  if (arrival === 'signed-in') return <div className={styles.placeholder} aria-hidden="true" />;
  return <div className={`${styles.signedOutOnly} ${arrival === 'loading' ? styles.arriving : ''}`}>{children}</div>;
}
