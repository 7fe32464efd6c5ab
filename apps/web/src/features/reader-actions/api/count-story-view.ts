'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';

/** set_news_view, quietly: answers the story's views, counting this reader once. */
export function countStoryViewOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (newsId: number) => mutationCall(call, 'set_news_view', { news_id: newsId }, { displayToast: false }),
  });
}

export function useCountStoryView() {
  return useMutation(countStoryViewOptions(useCallStep()));
}
