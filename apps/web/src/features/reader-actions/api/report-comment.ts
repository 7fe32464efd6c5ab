'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { ApiCallError, mutationCall } from '../../../api-client/query-call';

export interface CommentReport {
  commentId: number;
  reason: string;
}

/** The API's answer when this reader had reported the comment before (one flag per reader). */
const REPORTED_BEFORE = 409;

/**
 * set_flag. Reported before counts as done: the button says "reported" either way. Resolves
 * with whether the comment now stands reported by this reader.
 */
export function reportCommentOptions(call: CallStep, newsId: number) {
  return mutationOptions({
    mutationFn: async ({ commentId, reason }: CommentReport): Promise<boolean> => {
      try {
        await mutationCall(call, 'set_flag', { comment_id: commentId, news_id: newsId, message: reason });
        return true;
      } catch (error) {
        if (error instanceof ApiCallError && error.status === REPORTED_BEFORE) return true;
        throw error;
      }
    },
  });
}

export function useReportComment(newsId: number) {
  return useMutation(reportCommentOptions(useCallStep(), newsId));
}
