'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { LanguageRef } from '../../routing/paths';
import { signInPath } from '../../routing/screen-paths';
import { fill, type AccountText } from './account-text';
import styles from './accounts.module.css';
import { focusFirstProblem, FormField, FormMessage } from './form-field';
import { checkEmail, problemsOf, type FieldProblem } from './validation';

const IDS = { email: 'forgot-password-email' };

/** Asks for a link to choose a new password (identity_forgot_password); the answer never says whether the address has an account. */
export function ForgotPasswordForm({ language, text }: { language: LanguageRef; text: AccountText }) {
  const call = useCallStep();
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof typeof IDS, FieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ email: checkEmail(email) });
    setProblems(found);
    setError(null);
    setStatus(null);
    if (found.email) return focusFirstProblem(IDS, found);
    setBusy(true);
    const address = email.trim();
    const result = await call('identity_forgot_password', { params: { email: address, lang: language.code }, displayToast: false });
    setBusy(false);
    if (result.ok) setStatus(fill(text.resetLinkSent, { email: address }));
    else setError(result.error);
  };

  return (
    <>
      <p>{text.forgotPasswordIntro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
        <FormMessage error={error} status={status} />
        <FormField
          id={IDS.email}
          label={text.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onValue={setEmail}
          error={problems.email && text[problems.email]}
        />
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
