'use client';

import { useState, type FormEvent } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { fill, type AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { FormField, FormMessage } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { useFinishSignIn } from './use-finish-sign-in';
import { checkCode, checkPhone, compactNumber, problemsOf } from '../shared/validation';
import { usePhoneSignIn } from './api/phone-sign-in';
import { useSendPhoneCode } from './api/send-phone-code';

const IDS = { phone: 'sign-in-phone', code: 'sign-in-code' };

/**
 * Phone number and one-time code: identity_phone_send_code, then identity_phone_signin, then
 * user_signup. The first sign-in with a number creates the account.
 */
export function PhoneSignInForm({ language, text, next }: { language: LanguageRef; text: AccountText; next: string | null }) {
  const { mutateAsync: sendPhoneCode } = useSendPhoneCode();
  const { mutateAsync: phoneSignIn } = usePhoneSignIn();
  const finish = useFinishSignIn(language);
  const [phone, setPhone] = useState('');
  /** The number the code was sent to; null until then. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { problems, error, busy, submit, reset } = useAccountForm(IDS);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submit(problemsOf({ phone: checkPhone(phone) }), async () => {
      const number = compactNumber(phone);
      await sendPhoneCode({ phone: number, lang: language.code });
      setSentTo(number);
      setCode('');
      // The next thing to type is the code.
      requestAnimationFrame(() => document.getElementById(IDS.code)?.focus());
    });
  };

  const signInWithCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    await submit(
      problemsOf({ code: checkCode(code) }),
      async () => {
        const { uid, id_token: idToken, phone: number } = (await phoneSignIn({ phone: sentTo, code: code.trim() })).data;
        await finish({ uid, idToken, phone: number }, next);
      },
      { leavesOnSuccess: true },
    );
  };

  const otherNumber = () => {
    setSentTo(null);
    reset();
    requestAnimationFrame(() => document.getElementById(IDS.phone)?.focus());
  };

  // Both steps are the same <form> with the messages first, so the live regions stay in the page
  // and "we sent a code" is announced when it appears.
  if (!sentTo) {
    return (
      <form noValidate onSubmit={(event) => void sendCode(event)} className={styles.form} aria-busy={busy}>
        <FormMessage error={error} />
        <FormField
          id={IDS.phone}
          label={text.phone}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          onValue={setPhone}
          hint={text.phoneHint}
          error={problems.phone && text[problems.phone]}
        />
        <button type="submit" className={styles.primary} disabled={busy}>
          {text.sendCode}
        </button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void signInWithCode(event)} className={styles.form} aria-busy={busy}>
      <FormMessage error={error} status={fill(text.codeSent, { phone: sentTo })} />
      <FormField
        id={IDS.code}
        label={text.code}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        value={code}
        onValue={setCode}
        error={problems.code && text[problems.code]}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {text.signIn}
      </button>
      <button type="button" className={styles.secondary} onClick={otherNumber}>
        {text.otherNumber}
      </button>
    </form>
  );
}
