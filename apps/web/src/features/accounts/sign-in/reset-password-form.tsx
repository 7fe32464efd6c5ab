'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { forgotPasswordPath } from '../../../routing/screen-paths';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { FormField, FormMessage, NewPasswordField } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { useResetPassword } from './api/reset-password';
import { useFinishSignIn } from './use-finish-sign-in';
import { checkNewPassword, checkRepeatedPassword, problemsOf } from '../shared/validation';

const IDS = { password: 'reset-password-new', repeated: 'reset-password-repeat' };

/**
 * The page the reset mail links to: a new password (identity_reset_password, which also ends the
 * account's other sessions), then the reader is signed in with it.
 */
export function ResetPasswordForm({ language, text, token }: { language: LanguageRef; text: AccountText; token: string | null }) {
  const { mutateAsync: resetPassword } = useResetPassword();
  const finish = useFinishSignIn(language);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const { problems, error, busy, submit } = useAccountForm(IDS);

  if (!token) {
    return (
      <>
        <FormMessage error={text.missingToken} />
        <p className={styles.aside}>
          <Link href={forgotPasswordPath(language)}>{text.forgotPassword}</Link>
        </p>
      </>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ password: checkNewPassword(password), repeated: checkRepeatedPassword(password, repeated) });
    await submit(
      found,
      async () => {
        const { uid, id_token, email } = (await resetPassword({ token, password })).data;
        await finish({ uid, idToken: id_token, email }, null);
      },
      { leavesOnSuccess: true },
    );
  };

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
        <FormMessage error={error} />
        <NewPasswordField id={IDS.password} text={text} label={text.newPassword} value={password} onValue={setPassword} problem={problems.password} />
        <FormField
          id={IDS.repeated}
          label={text.repeatPassword}
          type="password"
          autoComplete="new-password"
          value={repeated}
          onValue={setRepeated}
          error={problems.repeated && text[problems.repeated]}
        />
        <button type="submit" className={styles.primary} disabled={busy}>
          {text.savePassword}
        </button>
      </form>
      <p className={styles.aside}>
        <Link href={forgotPasswordPath(language)}>{text.forgotPassword}</Link>
      </p>
    </>
  );
}
