'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';

export interface BreakingNewsView {
  breakingNewsId: number;
  /** Cancels the call when the reader leaves before it was sent. */
  signal: AbortSignal;
}

/** set_breaking_news_view, quietly: the API counts one view per reader. */
export function countBreakingNewsViewOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: ({ breakingNewsId, signal }: BreakingNewsView) =>
      mutationCall(call, 'set_breaking_news_view', { breaking_news_id: breakingNewsId }, { displayToast: false, signal }),
  });
}

export function useCountBreakingNewsView() {
  return useMutation(countBreakingNewsViewOptions(useCallStep()));
}
