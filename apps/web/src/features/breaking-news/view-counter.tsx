'use client';

import { useEffect } from 'react';
import { useCallStep } from '../../api-client/call-step-context';

/**
 * Counts the reader's view of a breaking news item from the browser, since the page itself is
 * cached and the same for everyone. The API counts one view per reader, so a reload is harmless.
 */
export function BreakingNewsViewCounter({ id }: { id: number }) {
  const call = useCallStep();
  useEffect(() => {
    const controller = new AbortController();
    void call('set_breaking_news_view', { params: { breaking_news_id: id }, displayToast: false, signal: controller.signal });
    return () => controller.abort();
  }, [call, id]);
  return null;
}
