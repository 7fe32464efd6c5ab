'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallStep } from '../api-client/call-step';
import { useCallStep } from '../api-client/call-step-context';
import { mutationCall } from '../api-client/query-call';
import { useAppSelector } from '../state/hooks';
import { selectToken } from '../state/select';
import { newsKeys, userKeys, type ReaderKey } from './keys';
import { withoutItem, type PagedList } from './paged-list';
import type { StoryReaderState } from './story-reader-state';

export interface BookmarkChange {
  newsId: number;
  /** True to bookmark the story, false to remove its bookmark. */
  bookmarked: boolean;
}

type Snapshot = [QueryKey, unknown][];

/**
 * set_bookmark, optimistic: the story's button (in every language it is cached in) and the
 * reader's bookmark lists change at once, go back if the call fails (its toast says why), and
 * the lists are read again afterwards, since a new bookmark belongs at their top. A second tap
 * before the answer is sent after it (one scope for the reader's bookmarks), in order.
 */
export function setBookmarkOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  const lists = userKeys.bookmarkLists(reader);
  const markStory = (newsId: number, bookmarked: boolean) =>
    queryClient.setQueriesData<StoryReaderState | null>({ queryKey: newsKeys.storyStates(newsId) }, (state) => state && { ...state, bookmarked });

  return mutationOptions({
    scope: { id: 'bookmarks' },
    mutationFn: ({ newsId, bookmarked }: BookmarkChange) => mutationCall(call, 'set_bookmark', { news_id: newsId, status: bookmarked ? 1 : 0 }),
    onMutate: async ({ newsId, bookmarked }) => {
      const stories = newsKeys.storyStates(newsId);
      await Promise.all([queryClient.cancelQueries({ queryKey: stories }), queryClient.cancelQueries({ queryKey: lists })]);
      const before: Snapshot = [...queryClient.getQueriesData({ queryKey: stories }), ...queryClient.getQueriesData({ queryKey: lists })];
      markStory(newsId, bookmarked);
      if (!bookmarked) queryClient.setQueriesData<PagedList<{ id: number }>>({ queryKey: lists }, (list) => withoutItem(list, newsId));
      return { before };
    },
    onError: (_error, _change, saved) => {
      for (const [key, data] of saved?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ data }, { newsId }) => {
      const stories = newsKeys.storyStates(newsId);
      if (queryClient.getQueriesData({ queryKey: stories }).some(([, state]) => state)) markStory(newsId, data.bookmark === 1);
      // The reader's state of the story had not loaded yet: read it again rather than guess.
      else void queryClient.invalidateQueries({ queryKey: stories });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lists }),
  });
}

export function useSetBookmark() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(setBookmarkOptions(call, queryClient, reader));
}
