'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { signInPath } from '../../../routing/screen-paths';
import { fill, type AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { EmailField, FormMessage } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { checkEmail, problemsOf } from '../shared/validation';
import { useForgotPassword } from './api/forgot-password';

const IDS = { email: 'forgot-password-email' };

/** Asks for a link to choose a new password (identity_forgot_password); the answer never says whether the address has an account. */
export function ForgotPasswordForm({ language, text }: { language: LanguageRef; text: AccountText }) {
  const { mutateAsync: forgotPassword } = useForgotPassword();
  const [email, setEmail] = useState('');
  const { problems, error, busy, submit } = useAccountForm(IDS);
  const [status, setStatus] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    await submit(problemsOf({ email: checkEmail(email) }), async () => {
      const address = email.trim();
      await forgotPassword({ email: address, lang: language.code });
      setStatus(fill(text.resetLinkSent, { email: address }));
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
