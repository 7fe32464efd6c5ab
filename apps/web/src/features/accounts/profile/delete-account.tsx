'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { homePath, type LanguageRef } from '../../../routing/paths';
import { startNavigationProgress } from '../../../shell/navigation-progress';
import { useAppDispatch } from '../../../state/hooks';
import { loggedOut } from '../../../state/user-slice';
import type { AccountText } from '../shared/account-text';
import styles from '../shared/accounts.module.css';
import { FormMessage } from '../shared/form-field';
import { useDeleteUser } from './api/delete-user';

/**
 * Deleting the account, after a confirmation in a modal <dialog>: the browser keeps focus inside
 * it and closes it on Escape, and focus returns to the button that opened it. Cancel has the
 * focus first, so a hasty Enter keeps the account. delete_user answers with its toast, then the
 * reader is signed out and taken home.
 */
export function DeleteAccount({ language, text }: { language: LanguageRef; text: AccountText }) {
  const deletion = useDeleteUser();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const error = deletion.error ? deletion.error.message : null;
  // Once deleted, the reader is on their way home: the buttons stay off.
  const busy = deletion.isPending || deletion.isSuccess;

  const open = () => {
    deletion.reset();
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  };

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        const home = homePath(language);
        startNavigationProgress(home);
        router.replace(home);
        dispatch(loggedOut());
      },
    });

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
          <button type="button" className={styles.danger} onClick={confirm} disabled={busy}>
            {text.deleteForever}
          </button>
        </div>
      </dialog>
    </>
  );
}
