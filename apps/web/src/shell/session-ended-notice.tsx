'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useMemo } from 'react';
import { buildUiText } from '../i18n/ui-text';
import { pageToComeBackTo } from '../routing/return-address';
import { signInPath } from '../routing/screen-paths';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { sessionNoticeDismissed } from '../state/ui-slice';
import styles from './session-ended-notice.module.css';

/**
 * Says, in the reader's language, that their session ended (the server refused their token:
 * signed out on another device, a new password, expiry) and offers to sign in again and come
 * back to this page. Without it the header would simply flip to "Sign in" and the action they
 * tried would fail without a word they can act on. The alert region is always in the page, so
 * screen readers announce the notice when it appears; it stays until the reader signs in or
 * dismisses it. Placed first in the page for the keyboard, shown at the bottom of the window.
 */
export function SessionEndedNotice({ language }: { language?: { code: string; isDefault?: boolean } }) {
  const ended = useAppSelector((state) => state.ui.sessionEnded);
  const storedCode = useAppSelector((state) => state.language.currentLanguage?.code);
  const labels = useAppSelector((state) => state.language.labels.data);
  const dispatch = useAppDispatch();
  // Read so that the sign-in link follows the reader to another page.
  const pathname = usePathname() ?? '/';
  const code = language?.code ?? storedCode ?? '';
  const text = useMemo(() => buildUiText(code, labels), [code, labels]);

  let signIn: string | null = null;
  // Only ever true in the browser, after a call: the server renders the empty region.
  if (ended) {
    const isDefault = !code || (language?.isDefault ?? pathname.split('/')[1] !== code);
    const here = pageToComeBackTo(window.location);
    // On the sign-in screen itself there is nothing to link to.
    signIn = here === null ? null : signInPath({ code, isDefault }, here);
  }

  return (
    <div role="alert" className={styles.region}>
      {ended && (
        <div className={styles.notice}>
          <p>{text.sessionEnded}</p>
          {signIn && (
            <Link href={signIn} className={styles.signIn}>
              {text.signInAgain}
            </Link>
          )}
          <button type="button" className={styles.dismiss} onClick={() => dispatch(sessionNoticeDismissed())}>
            {text.dismiss}
          </button>
        </div>
      )}
    </div>
  );
}
