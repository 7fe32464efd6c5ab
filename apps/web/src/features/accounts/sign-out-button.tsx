'use client';

import { useState } from 'react';
import styles from './accounts.module.css';
import { useSignOut } from './use-sign-out';

/** "Sign out" on the profile screen; the screen's guard then takes the reader home. */
export function SignOutButton({ label }: { label: string }) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
    >
      {label}
    </button>
  );
}
