'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { signInPath } from '../../../routing/screen-paths';
import { fill, type AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { EmailField, FormField, FormMessage, NewPasswordField } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { checkEmail, checkName, checkNewPassword, problemsOf } from '../shared/validation';
import { useEmailSignUp } from './api/email-sign-up';
import { useResendVerification } from './api/resend-verification';

const IDS = { name: 'sign-up-name', email: 'sign-up-email', password: 'sign-up-password' };

/**
 * Creating an account with email and password (identity_email_signup). The answer is always
 * "check your email", whether or not the address already had an account (the service does not
 * tell strangers which addresses are registered); the link in the mail signs the reader in.
 */
export function SignUpForm({ language, text, next }: { language: LanguageRef; text: AccountText; next: string | null }) {
  const { mutateAsync: emailSignUp } = useEmailSignUp();
  const { mutateAsync: resendVerification } = useResendVerification();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { problems, error, busy, submit } = useAccountForm(IDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ name: checkName(name), email: checkEmail(email), password: checkNewPassword(password) });
    await submit(found, async () => {
      const address = email.trim();
      await emailSignUp({ email: address, password, name: name.trim(), lang: language.code });
      setSentTo(address);
    });
  };

  const sendAgain = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    await submit({}, async () => {
      await resendVerification({ email: sentTo, lang: language.code });
      setResent(true);
    });
  };

  // Both steps are the same <form> with the messages first, so the live regions stay in the page
  // and "check your email" is announced when it appears.
  if (sentTo) {
    return (
      <form onSubmit={(event) => void sendAgain(event)} className={styles.form} aria-busy={busy}>
        <FormMessage error={error} status={`${fill(text.checkEmail, { email: sentTo })}${resent ? ` ${text.linkSentAgain}` : ''}`} />
        <button type="submit" className={styles.secondary} disabled={busy}>
          {text.sendAgain}
        </button>
      </form>
    );
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
        <FormMessage error={error} />
        <FormField id={IDS.name} label={text.name} autoComplete="name" value={name} onValue={setName} error={problems.name && text[problems.name]} />
        <EmailField id={IDS.email} text={text} value={email} onValue={setEmail} problem={problems.email} />
        <NewPasswordField id={IDS.password} text={text} value={password} onValue={setPassword} problem={problems.password} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {text.signUp}
        </button>
      </form>
      <p className={styles.aside}>
        {text.haveAccount} <Link href={signInPath(language, next ?? undefined)}>{text.signIn}</Link>
      </p>
    </>
  );
}
