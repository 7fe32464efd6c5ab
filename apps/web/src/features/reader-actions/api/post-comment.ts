'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import type { ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { showAnsweredList, shownFor } from './comment-cache';

export interface NewComment {
  message: string;
  /** 0 for a top-level comment, else the comment it answers. */
  parentId: number;
}

/** set_comment: a comment or a reply; the answer is the refreshed list, shown at once. */
export function postCommentOptions(call: CallStep, queryClient: QueryClient, newsId: number, reader: ReaderKey) {
  return mutationOptions({
    mutationFn: async ({ message, parentId }: NewComment) => {
      const limit = shownFor(queryClient, newsId, reader);
      return { limit, answer: await mutationCall(call, 'set_comment', { news_id: newsId, parent_id: parentId, message, offset: 0, limit }) };
    },
    onSuccess: ({ limit, answer }) => showAnsweredList(queryClient, newsId, reader, answer, limit),
  });
}

export function usePostComment(newsId: number) {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(postCommentOptions(call, queryClient, newsId, reader));
}
