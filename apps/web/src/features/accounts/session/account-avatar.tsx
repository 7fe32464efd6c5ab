'use client';

import { useState } from 'react';
import styles from './account-menu.module.css';

/**
 * The reader's picture in the header's account button, or the first letter of their name when
 * they have none (or it does not load). Decorative: the button is named by its text.
 */
export function AccountAvatar({ name, picture }: { name: string; picture: string }) {
  // The address that failed, so that a new picture gets its own chance.
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  if (picture && brokenPicture !== picture) {
    return <img src={picture} alt="" width={24} height={24} className={styles.picture} decoding="async" onError={() => setBrokenPicture(picture)} />;
  }
  return (
    <span className={styles.initial} aria-hidden="true">
      {(name.trim()[0] ?? '•').toUpperCase()}
    </span>
  );
}
