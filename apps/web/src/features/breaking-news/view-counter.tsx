'use client';

import { useEffect } from 'react';
import { useCountBreakingNewsView } from './api/count-breaking-news-view';

/**
 * Counts the reader's view of a breaking news item from the browser, since the page itself is
 * cached and the same for everyone. The API counts one view per reader, so a reload is harmless.
 */
export function BreakingNewsViewCounter({ id }: { id: number }) {
  const { mutate: countView } = useCountBreakingNewsView();
  useEffect(() => {
    const controller = new AbortController();
    countView({ breakingNewsId: id, signal: controller.signal });
    return () => controller.abort();
  }, [countView, id]);
  return null;
}
