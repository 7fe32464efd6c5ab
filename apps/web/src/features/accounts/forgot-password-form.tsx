'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { LanguageRef } from '../../routing/paths';
import { signInPath } from '../../routing/screen-paths';
import { fill, type AccountText } from './account-text';
import styles from './accounts.module.css';
import { EmailField, FormMessage } from './form-field';
import { useAccountForm } from './use-account-form';
import { checkEmail, problemsOf } from './validation';

const IDS = { email: 'forgot-password-email' };

/** Asks for a link to choose a new password (identity_forgot_password); the answer never says whether the address has an account. */
export function ForgotPasswordForm({ language, text }: { language: LanguageRef; text: AccountText }) {
  const call = useCallStep();
  const [email, setEmail] = useState('');
  const { problems, error, busy, submit } = useAccountForm(IDS);
  const [status, setStatus] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    await submit(problemsOf({ email: checkEmail(email) }), async () => {
      const address = email.trim();
      const result = await call('identity_forgot_password', { params: { email: address, lang: language.code }, displayToast: false });
      if (!result.ok) return result.error;
      setStatus(fill(text.resetLinkSent, { email: address }));
      return null;
    });
  };

  return (
    <>
      <p>{text.forgotPasswordIntro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
        <FormMessage error={error} status={status} />
        <EmailField id={IDS.email} text={text} value={email} onValue={setEmail} problem={problems.email} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {text.sendLink}
        </button>
      </form>
      <p className={styles.aside}>
        <Link href={signInPath(language)}>{text.backToSignIn}</Link>
      </p>
    </>
  );
}
