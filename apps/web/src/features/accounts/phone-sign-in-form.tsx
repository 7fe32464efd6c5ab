'use client';

import { useState, type FormEvent } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import type { LanguageRef } from '../../routing/paths';
import { fill, type AccountText } from './account-text';
import styles from './accounts.module.css';
import { focusFirstProblem, FormField, FormMessage } from './form-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { checkCode, checkPhone, compactNumber, problemsOf, type FieldProblem } from './validation';

const IDS = { phone: 'sign-in-phone', code: 'sign-in-code' };

/**
 * Phone number and one-time code: identity_phone_send_code, then identity_phone_signin, then
 * user_signup. The first sign-in with a number creates the account.
 */
export function PhoneSignInForm({ language, text, next }: { language: LanguageRef; text: AccountText; next: string | null }) {
  const call = useCallStep();
  const finish = useFinishSignIn(language);
  const [phone, setPhone] = useState('');
  /** The number the code was sent to; null until then. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof typeof IDS, FieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ phone: checkPhone(phone) });
    setProblems(found);
    setError(null);
    if (found.phone) return focusFirstProblem(IDS, found);
    setBusy(true);
    const number = compactNumber(phone);
    const result = await call('identity_phone_send_code', { params: { phone: number, lang: language.code }, displayToast: false });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setSentTo(number);
    setCode('');
    // The next thing to type is the code.
    requestAnimationFrame(() => document.getElementById(IDS.code)?.focus());
  };

  const signInWithCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) return;
    const found = problemsOf({ code: checkCode(code) });
    setProblems(found);
    setError(null);
    if (found.code) return focusFirstProblem(IDS, found);
    setBusy(true);
    const result = await call('identity_phone_signin', { params: { phone: sentTo, code: code.trim() }, displayToast: false });
    const refused = result.ok
      ? await finish({ uid: result.response.data.uid, idToken: result.response.data.id_token, phone: result.response.data.phone }, next)
      : result.error;
    if (refused) {
      setError(refused);
      setBusy(false);
    }
  };

  const otherNumber = () => {
    setSentTo(null);
    setError(null);
    setProblems({});
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
