'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { LanguageRef } from '../../routing/paths';
import { signInPath } from '../../routing/screen-paths';
import type { AccountText } from './account-text';
import styles from './accounts.module.css';
import { FormMessage } from './form-field';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * The page the confirmation mail links to: it confirms the address with the link's token
 * (identity_verify_email), which also signs the reader in, then finishes with user_signup.
 */
export function VerifyEmail({ language, text, token }: { language: LanguageRef; text: AccountText; token: string | null }) {
  const call = useCallStep();
  const finish = useFinishSignIn(language);
  const [error, setError] = useState<string | null>(token ? null : text.missingToken);
  // A link works once: the call must not run twice (a development re-mount would).
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      const result = await call('identity_verify_email', { params: { token }, displayToast: false });
      if (!result.ok) return setError(result.error);
      // user_signup fills the name given at sign-up from the identity account.
      const { uid, id_token: idToken, email } = result.response.data;
      const refused = await finish({ uid, idToken, email }, null);
      if (refused) setError(refused);
    })();
  }, [call, finish, token]);

  return (
    <div className={styles.form}>
      <FormMessage error={error} status={error ? null : text.verifying} />
      {error && (
        <p>
          <Link href={signInPath(language)}>{text.backToSignIn}</Link>
        </p>
      )}
    </div>
  );
}
