'use client';

import { useLayoutEffect } from 'react';

/** A plain click on a link to another page of this site (what the app's router would follow). */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  return to.origin === window.location.origin && (to.pathname !== window.location.pathname || to.search !== window.location.search);
}

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own
 * question; browsers ignore a custom text there) and following a link inside the site. It listens
 * on the window in the capture phase, before the progress bar, the header's drawer and the router
 * see the click, so no link of the page (header, drawer, footer, the desk's own) gets past it.
 */
export function useLeaveGuard(active: boolean, question: string) {
  // A layout effect: the guard is in place before the change that needs it is painted. A passive
  // effect waits for the paint, and longer for a change that is not a discrete event (the story
  // text's editor reports from its own observer), leaving a moment where a click is not asked.
  useLayoutEffect(() => {
    if (!active) return;
    // Set once the reader has said "leave": a link that loads a whole page (the language switch)
    // then unloads this one, and the browser must not ask a second time.
    let agreed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (agreed) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      agreed = window.confirm(question);
      if (agreed) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // The agreement is for that click's page change only. Browsers unload the page a moment after
    // the click (in a later task), so it is not forgotten at once, but when the reader does
    // anything more here: a change that did not happen leaves the guard whole for a reload.
    const forget = () => {
      agreed = false;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, { capture: true });
    window.addEventListener('pointerdown', forget, { capture: true });
    window.addEventListener('keydown', forget, { capture: true });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pointerdown', forget, { capture: true });
      window.removeEventListener('keydown', forget, { capture: true });
    };
  }, [active, question]);
}
