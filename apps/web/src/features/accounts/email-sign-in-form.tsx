'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { LanguageRef } from '../../routing/paths';
import { forgotPasswordPath } from '../../routing/screen-paths';
import type { AccountText } from './account-text';
import styles from './accounts.module.css';
import { focusFirstProblem, FormField, FormMessage } from './form-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { checkEmail, checkPassword, problemsOf, type FieldProblem } from './validation';

const IDS = { email: 'sign-in-email', password: 'sign-in-password' };

/** Email and password: identity_email_signin, then user_signup. */
export function EmailSignInForm({ language, text, next }: { language: LanguageRef; text: AccountText; next: string | null }) {
  const call = useCallStep();
  const finish = useFinishSignIn(language);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof typeof IDS, FieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ email: checkEmail(email), password: checkPassword(password) });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return focusFirstProblem(IDS, found);
    setBusy(true);
    const result = await call('identity_email_signin', {
      params: { email: email.trim(), password, lang: language.code },
      displayToast: false,
    });
    const refused = result.ok
      ? await finish({ uid: result.response.data.uid, idToken: result.response.data.id_token, email: result.response.data.email }, next)
      : result.error;
    // On success the page is leaving: the form stays busy until it has gone.
    if (refused) {
      setError(refused);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
      <FormMessage error={error} />
      <FormField
        id={IDS.email}
        label={text.email}
        type="email"
        autoComplete="username"
        dir="ltr"
        value={email}
        onValue={setEmail}
        error={problems.email && text[problems.email]}
      />
      <FormField
        id={IDS.password}
        label={text.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={problems.password && text[problems.password]}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {text.signIn}
      </button>
      <Link href={forgotPasswordPath(language)} className={styles.smallLink}>
        {text.forgotPassword}
      </Link>
    </form>
  );
}
