'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppStore } from '../../../state/hooks';
import { draftDiscarded, draftKept, selectDraft } from '../../../state/news-creation-slice';
import type { DraftKey, StoryDraft } from './story-draft';

/** How long typing must pause before the draft is kept (and saved with the browser's state). */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * The story being written, kept in the news creation slice (saved in the browser with the rest
 * of the state) a moment after each change, and at once when the page is hidden or left, so a
 * reload, a closed tab or a failed save loses nothing. `baseline` is the story as the server has
 * it (or an empty one); a kept draft wins over it.
 */
export function useStoryDraft(key: DraftKey, baseline: StoryDraft) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [kept] = useState(() => selectDraft(store.getState(), key));
  const [draft, setDraft] = useState<StoryDraft>(() => kept ?? baseline);
  const [keptAt, setKeptAt] = useState(kept?.keptAt ?? 0);
  const [changed, setChanged] = useState(kept !== null);
  const latest = useRef({ draft, unkept: false });

  const keep = useCallback(() => {
    if (!latest.current.unkept) return;
    const now = Date.now();
    latest.current.unkept = false;
    dispatch(draftKept({ key, draft: { ...latest.current.draft, keptAt: now } }));
    setKeptAt(now);
  }, [dispatch, key]);

  const update = useCallback((patch: Partial<StoryDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      latest.current = { draft: next, unkept: true };
      return next;
    });
    setChanged(true);
  }, []);

  useEffect(() => {
    if (!latest.current.unkept) return;
    const timer = setTimeout(keep, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, keep]);

  useEffect(() => {
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [keep]);

  /** Forgets the draft: after a successful save, or when the writer discards it. */
  const discard = useCallback(() => {
    latest.current = { draft: baseline, unkept: false };
    dispatch(draftDiscarded(key));
    setDraft(baseline);
    setChanged(false);
    setKeptAt(0);
  }, [dispatch, key, baseline]);

  return { draft, update, changed, keptAt, restored: kept !== null, discard };
}
