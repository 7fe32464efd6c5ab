'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { newsKeys, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** delete_comment: the API answers no list, so the comments shown are read again. */
export function deleteCommentOptions(call: CallStep, queryClient: QueryClient, newsId: number, reader: ReaderKey) {
  return mutationOptions({
    mutationFn: (commentId: number) => mutationCall(call, 'delete_comment', { comment_id: commentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.comments(newsId, reader) }),
  });
}

export function useDeleteComment(newsId: number) {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(deleteCommentOptions(call, queryClient, newsId, reader));
}
