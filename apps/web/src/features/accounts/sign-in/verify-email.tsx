'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { signInPath } from '../../../routing/screen-paths';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { FormMessage } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { useVerifyEmail } from './api/verify-email';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * The page the confirmation mail links to: it confirms the address with the link's token
 * (identity_verify_email), which also signs the reader in, then finishes with user_signup.
 */
export function VerifyEmail({ language, text, token }: { language: LanguageRef; text: AccountText; token: string | null }) {
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const finish = useFinishSignIn(language);
  const confirmation = useAccountForm({});
  const { submit } = confirmation;
  const error = token ? confirmation.error : text.missingToken;
  // A link works once: the call must not run twice (a development re-mount would).
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void submit({}, async () => {
      // user_signup fills the name given at sign-up from the identity account.
      const { uid, id_token: idToken, email } = (await verifyEmail({ token })).data;
      await finish({ uid, idToken, email }, null);
    });
  }, [verifyEmail, finish, submit, token]);

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
