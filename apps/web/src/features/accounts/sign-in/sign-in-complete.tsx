'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { signInPath } from '../../../routing/screen-paths';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { FormMessage } from '../shared/form-field';
import { readProviderReturn } from './next-path';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * Where the identity service sends a reader back from an OpenID Connect provider, with
 * `#uid=…&id_token=…&next=…`: user_signup with that token, then on to `next`.
 */
export function SignInComplete({ language, text }: { language: LanguageRef; text: AccountText }) {
  const finish = useFinishSignIn(language);
  const [error, setError] = useState<string | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returned = readProviderReturn(window.location.hash, window.location.origin);
    // The token has no business staying in the address bar or the history.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    setNext(returned?.next ?? null);
    if (!returned || 'error' in returned) {
      setError(returned?.error ?? text.signInFailed);
      return;
    }
    finish({ uid: returned.uid, idToken: returned.idToken }, returned.next).catch((refused: Error) => setError(refused.message));
  }, [finish, text.signInFailed]);

  return (
    <div className={styles.form}>
      <FormMessage error={error} status={error ? null : text.signingIn} />
      {error && (
        <p>
          <Link href={signInPath(language, next ?? undefined)}>{text.backToSignIn}</Link>
        </p>
      )}
    </div>
  );
}
