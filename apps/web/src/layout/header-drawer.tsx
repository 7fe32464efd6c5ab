'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styles from './header-drawer.module.css';
import { keepTabInside } from './keep-tab-inside';

/** Wider than this, the header shows everything in its bar and the drawer is not offered. */
const WIDE_SCREEN = '(min-width: 40rem)';

/**
 * Invoker commands open and close the drawer natively, before the page's script has run or
 * without it; React has no names for these attributes yet, hence the plain object.
 */
function invokes(command: 'show-modal' | 'close', target: string): Record<string, string> {
  return { command, commandfor: target };
}

interface HeaderDrawerProps {
  label: string;
  closeLabel: string;
  /** Server-rendered contents: languages, theme, the reader's links, the categories. */
  children: ReactNode;
}

/**
 * The phone header's menu button and the drawer it opens: a modal dialog (the page behind is
 * inert, Tab stays inside, Escape or a tap outside closes it and focus goes back to the button)
 * that slides in from the inline end, the side the button is on in either direction.
 */
export function HeaderDrawer({ label, closeLabel, children }: HeaderDrawerProps) {
  const drawerId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  const close = () => dialogRef.current?.close();

  // The header stays mounted across the site's own page changes: a new page closes the drawer.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialogRef.current?.close();
  }, [pathname]);

  // Turned to a wide screen, the bar shows it all: an open drawer would only hide the page.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) dialogRef.current?.close();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  // The drawer also opens and closes without this script (invoker commands, `closedby`), so its
  // state is read from the dialog's own events rather than kept beside it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    const returnFocus = () => {
      sync();
      if (!document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement)) buttonRef.current?.focus();
    };
    // It may have been opened natively before this script ran.
    sync();
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('close', returnFocus);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', returnFocus);
    };
  }, []);

  const openDrawer = () => {
    const dialog = dialogRef.current;
    // The click comes before the button's invoker command, which then finds the drawer open:
    // opening here also serves browsers without commands.
    if (dialog && !dialog.open) dialog.showModal();
    setOpen(true);
  };

  const onDrawerClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // A tap on the backdrop lands on the dialog itself (its panel fills the rest); a link leads away.
    if (target === event.currentTarget || target.closest('a')) close();
  };

  const onDrawerKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event, event.currentTarget);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={openDrawer}
        {...invokes('show-modal', drawerId)}
      >
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      <dialog ref={dialogRef} id={drawerId} data-header-drawer aria-labelledby={titleId} className={styles.drawer} closedby="any" onClick={onDrawerClick} onKeyDown={onDrawerKeyDown}>
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {label}
            </h2>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={close} {...invokes('close', drawerId)}>
              <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
