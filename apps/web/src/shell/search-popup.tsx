'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { buildUiText } from '../i18n/ui-text';
import { keepTabInside } from '../layout/keep-tab-inside';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectLabel } from '../state/select';
import { searchPopupClosed } from '../state/ui-slice';
import { localePath } from '../routing/paths';
import { startNavigationProgress } from './navigation-progress';
import styles from './search-popup.module.css';

/**
 * The public path of the search page (the `[lang]/search` route): the default language's pages
 * have no prefix, the others their code (see routing/paths.ts). When the page did not say
 * whether its language is the default, the current URL tells: a prefix stays a prefix.
 */
export function searchPath(code: string, isDefault: boolean | undefined, pathname: string): string {
  const prefixed = isDefault === undefined ? pathname.split('/')[1] === code : !isDefault;
  return code && prefixed ? localePath({ code, isDefault: false }, '/search') : '/search';
}

export function searchHref(path: string, query: string): string {
  return `${path}?q=${encodeURIComponent(query)}`;
}

/**
 * The search popup, open while the ui slice says so. A modal <dialog> near the top of the screen
 * (where the button was): the page behind is inert, Tab cycles inside, Escape or a tap outside
 * closes it, and focus goes back to whatever opened it.
 */
export function SearchPopup({ language }: { language?: { code: string; isDefault?: boolean } }) {
  const open = useAppSelector((state) => state.ui.searchPopupOpen);
  const storedCode = useAppSelector((state) => state.language.currentLanguage?.code);
  // Until the newsroom's labels load, the page's language speaks (its own translation), not English.
  const own = buildUiText(language?.code ?? storedCode ?? '', null);
  const searchLabel = useAppSelector((state) => selectLabel(state, 'search', own.search));
  const placeholder = useAppSelector((state) => selectLabel(state, 'searchPlaceholder', own.searchPlaceholder));
  const closeLabel = useAppSelector((state) => selectLabel(state, 'close', own.close));
  const dispatch = useAppDispatch();
  const router = useRouter();
  const pathname = usePathname();
  const action = searchPath(language?.code ?? storedCode ?? '', language?.isDefault, pathname ?? '');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const labelId = useId();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Fired however the dialog closes (Escape, the close button, a tap outside, a search).
  const onClose = () => {
    if (open) dispatch(searchPopupClosed());
    openerRef.current?.focus();
    openerRef.current = null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = inputRef.current?.value.trim() ?? '';
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    const href = searchHref(action, query);
    startNavigationProgress(href);
    router.push(href);
    dispatch(searchPopupClosed());
  };

  // The panel fills the dialog's box: a click on the dialog itself can only be on its backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dispatch(searchPopupClosed());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event, event.currentTarget);

  return (
    <dialog ref={dialogRef} className={`search-popup ${styles.dialog}`} aria-labelledby={labelId} onClose={onClose} onClick={onDialogClick} onKeyDown={onKeyDown}>
      {/* Without JavaScript the form still reaches the search page with a plain GET. */}
      <form role="search" action={action} method="get" onSubmit={onSubmit} className={styles.panel}>
        <div className={styles.head}>
          <label id={labelId} htmlFor={inputId} className={styles.title}>
            {searchLabel}
          </label>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dispatch(searchPopupClosed())}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <svg className={styles.icon} aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </svg>
            <input ref={inputRef} id={inputId} className={styles.input} type="search" name="q" placeholder={placeholder} required autoComplete="off" enterKeyHint="search" />
          </div>
          <button type="submit" className={styles.submit}>
            {searchLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
