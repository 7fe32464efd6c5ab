'use client';

import { useEffect } from 'react';
import type { LanguageLabels } from '@newsroom/contract/languages';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { labelsReceived } from '../state/language-slice';

function sameLabels(a: LanguageLabels, b: LanguageLabels): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Puts the page's labels (already read on the server) into the language slice, where the
 * client components (search button and popup) look for their text. It runs again when the
 * saved state loads labels of an earlier visit, perhaps in another language: the page's win.
 */
export function LabelsSync({ labels }: { labels: LanguageLabels }) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => state.language.labels.data);
  useEffect(() => {
    if (!sameLabels(stored, labels)) dispatch(labelsReceived({ error: 'false', message: '', data: labels }));
  }, [stored, labels, dispatch]);
  return null;
}
