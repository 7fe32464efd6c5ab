'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { forgotPasswordPath } from '../../../routing/screen-paths';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { EmailField, FormField, FormMessage } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { useEmailSignIn } from './api/email-sign-in';
import { useFinishSignIn } from './use-finish-sign-in';
import { checkEmail, checkPassword, problemsOf } from '../shared/validation';

const IDS = { email: 'sign-in-email', password: 'sign-in-password' };

/** Email and password: identity_email_signin, then user_signup. */
export function EmailSignInForm({ language, text, next }: { language: LanguageRef; text: AccountText; next: string | null }) {
  const { mutateAsync: emailSignIn } = useEmailSignIn();
  const finish = useFinishSignIn(language);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { problems, error, busy, submit } = useAccountForm(IDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ email: checkEmail(email), password: checkPassword(password) });
    await submit(
      found,
      async () => {
        const { uid, id_token, email: address } = (await emailSignIn({ email: email.trim(), password, lang: language.code })).data;
        await finish({ uid, idToken: id_token, email: address }, next);
      },
      { leavesOnSuccess: true },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
      <FormMessage error={error} />
      <EmailField id={IDS.email} text={text} autoComplete="username" value={email} onValue={setEmail} problem={problems.email} />
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
