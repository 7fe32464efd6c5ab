'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { isPageChangeClick, navigationProgress, routeKey } from './navigation-progress';

const TRICKLE_MS = 300;
const FINISH_MS = 250;

/**
 * The thin bar at the top of the page during a page change. Its colour is the CSS variable
 * --loader-color (red by default, SPEC section 9), so a theme can set it from the site settings.
 */
export function ProgressBar({ label = 'Loading page' }: { label?: string }) {
  const active = useSyncExternalStore(navigationProgress.subscribe, navigationProgress.isActive, () => false);
  const progress = useTrickle(active);
  useNavigationStarts();

  return (
    <>
      <Suspense fallback={null}>
        <RouteRenderedWatcher />
      </Suspense>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress === null ? undefined : Math.round(progress)}
        hidden={progress === null}
        style={{ ...barStyle, width: `${progress ?? 0}%` }}
      />
    </>
  );
}

const barStyle: CSSProperties = {
  position: 'fixed',
  insetBlockStart: 0,
  insetInlineStart: 0,
  height: 3,
  zIndex: 2000,
  background: 'var(--loader-color, red)',
  transition: `width ${TRICKLE_MS}ms ease-out`,
  pointerEvents: 'none',
};

/** null while idle; otherwise a width that creeps towards 90% and jumps to 100% at the end. */
function useTrickle(active: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (active) {
      setProgress(10);
      const timer = setInterval(() => setProgress((value) => (value ?? 10) + (90 - (value ?? 10)) * 0.15), TRICKLE_MS);
      return () => clearInterval(timer);
    }
    setProgress((value) => (value === null ? null : 100));
    const timer = setTimeout(() => setProgress(null), FINISH_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return progress;
}

// A page change starts with a click on a link to another page of the site, or with the
// browser's back and forward buttons. (Calls of router.push start it with startNavigationProgress.)
function useNavigationStarts() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (isPageChangeClick(event, link, new URL(window.location.href))) navigationProgress.start();
    };
    const onPopState = () => {
      if (routeKey(window.location.pathname, window.location.search) !== navigationProgress.renderedRoute()) navigationProgress.start();
    };
    // A page restored from the back-forward cache must not show a bar left running when it was left.
    const onPageShow = () => navigationProgress.done();
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}

// The change is complete when the new route has rendered. A failed change ends there too: the
// router shows the error page under the new URL, or loads the page in full.
function RouteRenderedWatcher() {
  // Both can be null outside the App Router (e.g. while a build renders an error page).
  const pathname = usePathname() ?? '';
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => {
    navigationProgress.done(routeKey(pathname, search));
  }, [pathname, search]);
  return null;
}
