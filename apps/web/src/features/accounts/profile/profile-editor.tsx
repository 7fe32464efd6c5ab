'use client';

import { useState, type FormEvent } from 'react';
import type { UserWithCategories } from '@newsroom/contract/users';
import { ApiCallError } from '../../../api-client/query-call';
import { LoadFailed } from '../../../components/load-failed';
import { useProfile } from '../../../queries/get-profile';
import { useUpdateProfile } from '../../../queries/update-profile';
import { useAppSelector } from '../../../state/hooks';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { croppedPicture } from './crop-canvas';
import { FormField, FormMessage } from '../shared/form-field';
import { useAccountForm } from '../shared/use-account-form';
import { profileChanges, type ProfileFields } from './profile-changes';
import { ProfilePictureField, type ChosenPicture } from './profile-picture-field';
import { checkName, checkOptionalEmail, checkOptionalMobile, problemsOf } from '../shared/validation';

const IDS = { name: 'profile-name', mobile: 'profile-mobile', email: 'profile-email' };

const fieldsOf = (user: UserWithCategories): ProfileFields => ({ name: user.name, mobile: user.mobile, email: user.email });

/**
 * The reader's profile: name, mobile number, email and picture, saved with update_profile
 * (quietly, SPEC section 4). Only what changed is sent, and the user slice follows each part
 * (profile-changes.ts). The address or number the reader signs in with is shown, not edited:
 * changing it here would not change how they sign in.
 */
export function ProfileEditor({ text }: { text: AccountText }) {
  const mobileLogin = useAppSelector((state) => state.user.mobileLoginType);
  const profile = useProfile();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  // What the reader typed over the saved account, until it is saved.
  const [edits, setEdits] = useState<Partial<ProfileFields>>({});
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { problems, error, busy, submit } = useAccountForm(IDS);
  const account = profile.data;

  if (!account) {
    if (!profile.isError) return <div className={styles.placeholder} aria-hidden="true" />;
    return <LoadFailed message={text.accountNotLoaded} retryLabel={text.tryAgain} onRetry={() => void profile.refetch()} />;
  }

  const form: ProfileFields = { ...fieldsOf(account), ...edits };

  const phoneAccount = mobileLogin || account.type === 'mobile';
  const lockEmail = account.type === 'email' && account.email !== '';
  const lockMobile = phoneAccount && account.mobile !== '';
  const edit = (field: keyof ProfileFields) => (value: string) => setEdits((now) => ({ ...now, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf({ name: checkName(form.name), mobile: checkOptionalMobile(form.mobile), email: checkOptionalEmail(form.email) });
    setStatus(null);
    await submit(found, async () => {
      try {
        const changes = profileChanges(fieldsOf(account), form, picture ? await croppedPicture(picture.image, picture.crop) : null);
        let saved = account;
        if (changes.fields) saved = await updateProfile({ fields: changes.fields });
        // The profile cache now holds what was saved: the fields show it.
        setEdits({});
        if (changes.picture) {
          await updateProfile({ picture: { name: saved.name, profile: changes.picture } });
          setPicture(null);
        }
        setStatus(text.profileSaved);
      } catch (failure) {
        // The server's refusal is shown as it is; anything else (a picture that cannot be read) is not the reader's to decode.
        throw failure instanceof ApiCallError ? failure : new Error(text.somethingWentWrong);
      }
    });
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
