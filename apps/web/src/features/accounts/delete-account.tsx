'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useCallStep } from '../../api-client/call-step-context';
import { homePath, type LanguageRef } from '../../routing/paths';
import { startNavigationProgress } from '../../shell/navigation-progress';
import { useAppDispatch } from '../../state/hooks';
import { loggedOut } from '../../state/user-slice';
import type { AccountText } from './account-text';
import styles from './accounts.module.css';
import { FormMessage } from './form-field';

/**
 * Deleting the account, after a confirmation in a modal <dialog>: the browser keeps focus inside
 * it and closes it on Escape, and focus returns to the button that opened it. Cancel has the
 * focus first, so a hasty Enter keeps the account. delete_user answers with its toast, then the
 * reader is signed out and taken home.
 */
export function DeleteAccount({ language, text }: { language: LanguageRef; text: AccountText }) {
  const call = useCallStep();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = () => {
    setError(null);
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  };

  const confirm = async () => {
    setBusy(true);
    const result = await call('delete_user', {});
    if (!result.ok) {
      setBusy(false);
      return setError(result.error);
    }
    const home = homePath(language);
    startNavigationProgress(home);
    router.replace(home);
    dispatch(loggedOut());
  };

  return (
    <>
      <button ref={openerRef} type="button" className={styles.danger} onClick={open}>
        {text.deleteAccount}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-warning"
        onClose={() => openerRef.current?.focus()}
      >
        <h2 id="delete-account-title">{text.deleteAccount}</h2>
        <p id="delete-account-warning">{text.deleteAccountConfirm}</p>
        <FormMessage error={error} />
        <div className={styles.dialogButtons}>
          <button ref={cancelRef} type="button" className={styles.secondary} onClick={() => dialogRef.current?.close()} disabled={busy}>
            {text.cancel}
          </button>
          <button type="button" className={styles.danger} onClick={() => void confirm()} disabled={busy}>
            {text.deleteForever}
          </button>
        </div>
      </dialog>
    </>
  );
}
