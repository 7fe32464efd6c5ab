'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LanguageRef } from '../../../routing/paths';
import { useWriterPermission } from '../../../queries/get-writer-permission';
import { categoryPreferencesPath, myStoriesPath, profilePath, signInPath, writePath } from '../../../routing/screen-paths';
import { useAppSelector } from '../../../state/hooks';
import { selectSavedStateLoaded, selectToken } from '../../../state/select';
import type { AccountText } from '../shared/account-text';
import { AccountAvatar } from './account-avatar';
import styles from './account-menu.module.css';
import { afterSignInPath } from '../sign-in/next-path';
import { useSignOut } from './use-sign-out';

export type AccountMenuText = Pick<AccountText, 'signIn' | 'signOut' | 'account' | 'profile' | 'yourCategories' | 'writeStory' | 'myStories'>;

interface AccountMenuProps {
  language: LanguageRef;
  text: AccountMenuText;
  className?: string;
}

/**
 * The header's account control, a small client island on cached pages (the sign-in lives in the
 * browser's saved state). Signed out: a "Sign in" link that brings the reader back to this page.
 * Signed in: a disclosure button opening the writer's links (only for readers who may write), the
 * profile, the reader's topics and "Sign out" (bookmarks and notifications have their own links in
 * the header).
 */
export function AccountMenu({ language, text, className }: AccountMenuProps) {
  const token = useAppSelector(selectToken);
  const loaded = useAppSelector(selectSavedStateLoaded);
  const name = useAppSelector((state) => state.user.data?.name ?? '');
  // The slice takes a new picture as soon as it is saved (profileImageUpdated) and keeps it.
  const picture = useAppSelector((state) => state.user.data?.profile ?? '');
  const pathname = usePathname();
  const [here, setHere] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const signInRef = useRef<HTMLAnchorElement>(null);
  const signedOutHere = useRef(false);
  const menuId = useId();
  const { signOut } = useSignOut();
  const { mayWrite } = useWriterPermission();
  const { code, isDefault } = language;

  // The page to come back to is only known in the browser (the header is the same for every page
  // of the cache); on an account screen there is nothing to come back to.
  useEffect(() => {
    const current = `${window.location.pathname}${window.location.search}`;
    setHere(afterSignInPath({ code, isDefault }, current) === current ? current : null);
    setOpen(false);
  }, [pathname, code, isDefault]);

  // The button the reader used is gone once signed out: focus goes to what took its place.
  useEffect(() => {
    if (token || !signedOutHere.current) return;
    signedOutHere.current = false;
    signInRef.current?.focus();
  }, [token]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (!token) {
    return (
      // Until the saved state is in, a reader the page's early script found signed in
      // (state/signed-in-hint.ts) does not see "Sign in" flash before their account.
      <Link ref={signInRef} href={signInPath(language, here ?? undefined)} className={`${className ?? ''} ${loaded ? '' : styles.pending}`}>
        {text.signIn}
      </Link>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.account} onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className={className} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((now) => !now)}>
        <AccountAvatar name={name} picture={picture} />
        {text.account}
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {mayWrite && (
          <>
            <li>
              <Link href={writePath(language)} className={styles.item}>
                {text.writeStory}
              </Link>
            </li>
            <li>
              <Link href={myStoriesPath(language)} className={styles.item}>
                {text.myStories}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link href={profilePath(language)} className={styles.item}>
            {text.profile}
          </Link>
        </li>
        <li>
          <Link href={categoryPreferencesPath(language)} className={styles.item}>
            {text.yourCategories}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              signedOutHere.current = true;
              void signOut();
            }}
          >
            {text.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
