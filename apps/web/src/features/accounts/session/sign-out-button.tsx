'use client';

import styles from '../shared/accounts.module.css';
import { useSignOut } from './use-sign-out';

/** "Sign out" on the profile screen; the screen's guard then takes the reader home. */
export function SignOutButton({ label }: { label: string }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <button type="button" className={styles.secondary} disabled={signingOut} onClick={() => void signOut()}>
      {label}
    </button>
  );
}
