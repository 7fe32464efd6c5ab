'use client';

import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styles from './breaking-ticker.module.css';
import { HEADLINE_MS, rotates, stepHeadline } from './ticker-rotation';
import type { TickerText } from './ticker-text';

interface TickerMotionProps {
  count: number;
  text: TickerText;
  /** The server-rendered list of headlines: real links, all of them in the page. */
  children: ReactNode;
}

/**
 * The ticker's only script: shows one headline at a time (the list item marked `data-current`),
 * turns to the next every few seconds, and gives the reader pause/play, previous and next (WCAG
 * 2.2.2). Pointing at the headline or focusing one holds it; a reader who asked for reduced
 * motion starts paused. The headlines stay links in the page whatever is shown.
 */
export function TickerMotion({ count, text, children }: TickerMotionProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Unknown until the browser says whether the reader wants reduced motion.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    setPlaying(!reduce.matches);
    // Asked for mid-visit (a system setting), the motion stops at once.
    const stop = () => {
      if (reduce.matches) setPlaying(false);
    };
    reduce.addEventListener('change', stop);
    return () => reduce.removeEventListener('change', stop);
  }, []);

  // The server marked the first headline; from here this effect marks the one shown.
  useEffect(() => {
    const items = listRef.current?.querySelectorAll('li') ?? [];
    const shown = stepHeadline(index, 0, items.length);
    items.forEach((item, position) => item.toggleAttribute('data-current', position === shown));
  }, [index, count]);

  const moving = rotates({ playing: playing === true, hovered, focused, count });
  useEffect(() => {
    if (!moving) return;
    // A fresh full turn after every change, the reader's own included.
    const timer = window.setTimeout(() => setIndex((now) => stepHeadline(now, 1, count)), HEADLINE_MS);
    return () => window.clearTimeout(timer);
  }, [moving, index, count]);

  // Tab walks through the headlines: the focused one is the one shown.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    const item = (event.target as Element).closest('li');
    const position = item ? Array.from(listRef.current?.querySelectorAll('li') ?? []).indexOf(item) : -1;
    if (position >= 0) setIndex(position);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const step = (by: number) => setIndex((now) => stepHeadline(now, by, count));
  if (count < 2) return <div className={styles.viewport}>{children}</div>;
  return (
    <>
      <div ref={listRef} className={styles.viewport} onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)} onFocus={onFocus} onBlur={onBlur}>
        {children}
      </div>
      {/* Hidden (its place kept) until the script runs: without it the buttons would do nothing. */}
      <div className={styles.controls} data-ready={playing !== null || undefined}>
        <button type="button" className={styles.control} aria-label={text.previousHeadline} onClick={() => step(-1)}>
          <Chevron />
        </button>
        <button type="button" className={styles.control} aria-label={playing ? text.pauseHeadlines : text.playHeadlines} onClick={() => setPlaying(!playing)}>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4v16l13-8z" />}
          </svg>
        </button>
        <button type="button" className={styles.control} aria-label={text.nextHeadline} onClick={() => step(1)}>
          <Chevron flip />
        </button>
      </div>
    </>
  );
}

/** Points to the inline start (or end when flipped); right-to-left pages mirror it. */
function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg className={`${styles.chevron} ${flip ? styles.flip : ''}`} aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="m15 5-7 7 7 7" />
    </svg>
  );
}
