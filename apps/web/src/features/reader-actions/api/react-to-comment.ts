'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Comment } from '@newsroom/contract/comments';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { newsKeys, type ReaderKey } from '../../../queries/keys';
import type { PagedList } from '../../../queries/paged-list';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { showAnsweredList, shownFor, withCommentReaction } from './comment-cache';

export interface CommentReactionChange {
  commentId: number;
  /** The reaction asked for: 1 like, 2 dislike, 0 none. */
  status: 0 | 1 | 2;
}

/**
 * set_comment_like_dislike, optimistic: the comment shows the reaction at once, goes back to
 * what it was if the call fails, and takes the refreshed list the API answers if it succeeds.
 * Taps made before an answer are sent one after the other (one scope per story), in order.
 */
export function reactToCommentOptions(call: CallStep, queryClient: QueryClient, newsId: number, reader: ReaderKey) {
  const key = newsKeys.comments(newsId, reader);
  return mutationOptions({
    scope: { id: `comment-reactions:${newsId}` },
    mutationFn: async ({ commentId, status }: CommentReactionChange) => {
      const limit = shownFor(queryClient, newsId, reader);
      return { limit, answer: await mutationCall(call, 'set_comment_like_dislike', { comment_id: commentId, status, offset: 0, limit }) };
    },
    onMutate: async ({ commentId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PagedList<Comment>>(key);
      queryClient.setQueryData<PagedList<Comment>>(key, (list) => withCommentReaction(list, commentId, status));
      return { before };
    },
    onError: (_error, _change, saved) => {
      if (saved?.before) queryClient.setQueryData(key, saved.before);
    },
    onSuccess: ({ limit, answer }) => showAnsweredList(queryClient, newsId, reader, answer, limit),
  });
}

export function useReactToComment(newsId: number) {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(reactToCommentOptions(call, queryClient, newsId, reader));
}
