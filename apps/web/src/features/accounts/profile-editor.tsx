'use client';

import { useEffect, useState, type FormEvent } from 'react';
import type { UserWithCategories } from '@newsroom/contract/users';
import { loadProfile, updateProfileData, uploadProfileImage } from '../../api-client/app-calls';
import { useCallStep } from '../../api-client/call-step-context';
import { LoadFailed } from '../../components/load-failed';
import { useAppSelector } from '../../state/hooks';
import type { AccountText } from './account-text';
import styles from './accounts.module.css';
import { croppedPicture } from './crop-canvas';
import { focusFirstProblem, FormField, FormMessage } from './form-field';
import { profileChanges, type ProfileFields } from './profile-changes';
import { ProfilePictureField, type ChosenPicture } from './profile-picture-field';
import { checkName, checkOptionalEmail, checkOptionalMobile, problemsOf, type FieldProblem } from './validation';

const IDS = { name: 'profile-name', mobile: 'profile-mobile', email: 'profile-email' };

const fieldsOf = (user: UserWithCategories): ProfileFields => ({ name: user.name, mobile: user.mobile, email: user.email });

/**
 * The reader's profile: name, mobile number, email and picture, saved with update_profile
 * (quietly, SPEC section 4). Only what changed is sent, and the user slice follows each part
 * (profile-changes.ts). The address or number the reader signs in with is shown, not edited:
 * changing it here would not change how they sign in.
 */
export function ProfileEditor({ text }: { text: AccountText }) {
  const call = useCallStep();
  const mobileLogin = useAppSelector((state) => state.user.mobileLoginType);
  const [account, setAccount] = useState<UserWithCategories | null>(null);
  const [form, setForm] = useState<ProfileFields>({ name: '', mobile: '', email: '' });
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [problems, setProblems] = useState<Partial<Record<keyof typeof IDS, FieldProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void loadProfile(call, { signal: controller.signal }).then((result) => {
      if (result.ok) {
        setAccount(result.response.data);
        setForm(fieldsOf(result.response.data));
      } else if (!controller.signal.aborted) {
        setLoadFailed(true);
      }
    });
    return () => controller.abort();
  }, [call, attempt]);

  if (!account) {
    if (!loadFailed) return <div className={styles.placeholder} aria-hidden="true" />;
    const retry = () => {
      setLoadFailed(false);
      setAttempt((now) => now + 1);
    };
    return <LoadFailed message={text.accountNotLoaded} retryLabel={text.tryAgain} onRetry={retry} />;
  }

  const phoneAccount = mobileLogin || account.type === 'mobile';
  const lockEmail = account.type === 'email' && account.email !== '';
  const lockMobile = phoneAccount && account.mobile !== '';
  const edit = (field: keyof ProfileFields) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ name: checkName(form.name), mobile: checkOptionalMobile(form.mobile), email: checkOptionalEmail(form.email) });
    setProblems(found);
    setError(null);
    setStatus(null);
    if (Object.keys(found).length > 0) return focusFirstProblem(IDS, found);
    setBusy(true);
    try {
      const changes = profileChanges(fieldsOf(account), form, picture ? await croppedPicture(picture.image, picture.crop) : null);
      let saved = account;
      if (changes.fields) {
        const result = await updateProfileData(call, changes.fields);
        if (!result.ok) return setError(result.error);
        saved = result.response.data;
      }
      if (changes.picture) {
        const result = await uploadProfileImage(call, { name: saved.name, profile: changes.picture });
        if (!result.ok) return setError(result.error);
        saved = result.response.data;
        setPicture(null);
      }
      setAccount(saved);
      setForm(fieldsOf(saved));
      setStatus(text.profileSaved);
    } catch {
      setError(text.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-busy={busy}>
      <ProfilePictureField current={account.profile} chosen={picture} onChosen={setPicture} text={text} />
      <FormField id={IDS.name} label={text.name} autoComplete="name" value={form.name} onValue={edit('name')} error={problems.name && text[problems.name]} />
      <FormField
        id={IDS.mobile}
        label={text.mobile}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        value={form.mobile}
        onValue={edit('mobile')}
        readOnly={lockMobile}
        hint={lockMobile ? text.signInPhoneNote : undefined}
        error={problems.mobile && text[problems.mobile]}
      />
      <FormField
        id={IDS.email}
        label={text.email}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={form.email}
        onValue={edit('email')}
        readOnly={lockEmail}
        hint={lockEmail ? text.signInEmailNote : undefined}
        error={problems.email && text[problems.email]}
      />
      <FormMessage error={error} status={status} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {text.updateProfile}
      </button>
    </form>
  );
}
