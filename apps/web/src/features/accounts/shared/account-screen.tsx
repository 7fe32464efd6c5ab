import type { ReactNode } from 'react';
import styles from './accounts.module.css';

interface AccountScreenProps {
  title: string;
  /** Single-form screens are narrower than the sign-in screen and the profile. */
  narrow?: boolean;
  children: ReactNode;
}

/** The body of an account screen: its heading and its forms (the app frames it with the site's header and footer). */
export function AccountScreen({ title, narrow, children }: AccountScreenProps) {
  return (
    <div className={`container ${styles.screen} ${narrow ? styles.narrow : ''}`}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
