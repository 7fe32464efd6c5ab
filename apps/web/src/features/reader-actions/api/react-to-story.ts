'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { newsKeys, type ReaderKey } from '../../../queries/keys';
import { reactionOf, type StoryReaderState } from '../../../queries/story-reader-state';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** The story as it looks once the reader's reaction changed to `next`, before the API answers. */
export function withStoryReaction(state: StoryReaderState, next: 0 | 1 | 2): StoryReaderState {
  const { mine } = state;
  return {
    ...state,
    mine: next,
    like: state.like + Number(next === 1) - Number(mine === 1),
    dislike: state.dislike + Number(next === 2) - Number(mine === 2),
  };
}

/**
 * set_like_dislike, optimistic: the buttons and counts change at once, go back if the call
 * fails (its toast says why), and take the API's counts when it answers. A reader may tap again
 * before the answer: the taps are sent one after the other (one scope per story), in order.
 */
export function reactToStoryOptions(call: CallStep, queryClient: QueryClient, newsId: number, languageId: number, reader: ReaderKey) {
  const key = newsKeys.story(newsId, languageId, reader);
  return mutationOptions({
    scope: { id: `story-reaction:${newsId}` },
    mutationFn: (status: 0 | 1 | 2) => mutationCall(call, 'set_like_dislike', { news_id: newsId, status }),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StoryReaderState | null>(key);
      if (before) queryClient.setQueryData<StoryReaderState>(key, withStoryReaction(before, status));
      return { before };
    },
    onError: (_error, _status, saved) => {
      if (saved?.before) queryClient.setQueryData(key, saved.before);
    },
    onSuccess: ({ data }) => {
      const answered = { like: data.total_like, dislike: data.total_dislike, mine: reactionOf(data) };
      if (queryClient.getQueryData(key)) queryClient.setQueryData<StoryReaderState>(key, (state) => state && { ...state, ...answered });
      // The reader's state had not loaded yet: read it again rather than guess the bookmark.
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useReactToStory(newsId: number, languageId: number) {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(reactToStoryOptions(call, queryClient, newsId, languageId, reader));
}
