'use client';

import { useSyncExternalStore } from 'react';
import styles from './site-header.module.css';
import { THEME_STORAGE_KEY } from './theme-script';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen === 'dark';
  return window.matchMedia(DARK_QUERY).matches;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

interface ThemeToggleProps {
  label: string;
  /** The phone's drawer shows the label beside the moon; the header's bar keeps it for screen readers. */
  labelShown?: boolean;
  className?: string;
}

/** A toggle button: pressed means the dark theme; the operating system's choice applies until the reader picks one. */
export function ThemeToggle({ label, labelShown = false, className = styles.themeToggle }: ThemeToggleProps) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice still holds for this page.
    }
    for (const listener of listeners) listener();
  };
  return (
    <button type="button" className={className} aria-pressed={dark} onClick={toggle}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <span className={labelShown ? undefined : 'visually-hidden'}>{label}</span>
    </button>
  );
}
