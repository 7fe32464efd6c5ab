'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * How far outside the screen a part starts loading: a quarter screen ahead of the reader's scroll,
 * so it is ready by the time it shows.
 */
const AHEAD = '25% 0px';

/**
 * True once the element comes within reach of the viewport (or at once when `now()` says so,
 * e.g. the address points into it), and from then on. A keyboard or pointer reaching the
 * placeholder first counts too, and so does the address changing to point into it. Browsers
 * without IntersectionObserver load at once.
 */
export function useNearViewport<E extends HTMLElement>(now?: () => boolean) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  const nowRef = useRef(now);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (nowRef.current?.() || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    const reached = () => setNear(true);
    const hashChanged = () => {
      if (nowRef.current?.()) setNear(true);
    };
    element.addEventListener('focusin', reached);
    element.addEventListener('pointerenter', reached);
    window.addEventListener('hashchange', hashChanged);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', hashChanged);
      element.removeEventListener('focusin', reached);
      element.removeEventListener('pointerenter', reached);
    };
  }, [near]);
  return { ref, near };
}
