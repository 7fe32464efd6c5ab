'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewsItem } from '@newsroom/contract/news';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { newsKeys, userKeys, type ReaderKey } from '../../../queries/keys';
import { withoutItem, type PagedList } from '../../../queries/paged-list';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/**
 * delete_news (the API removes its images, gallery and video). Once it is gone, it leaves every
 * list of the writer's stories at once (each search), which are then read again; nothing about
 * the story stays in the cache, bookmarks included. The dialog words the outcome: no toast.
 */
export function deleteStoryOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    mutationFn: (newsId: number) => mutationCall(call, 'delete_news', { id: String(newsId) }, { displayToast: false }),
    onSuccess: (_answer, newsId) => {
      queryClient.setQueriesData<PagedList<NewsItem>>({ queryKey: userKeys.stories(reader) }, (list) => withoutItem(list, newsId));
      queryClient.removeQueries({ queryKey: newsKeys.all(newsId) });
      // Read again in the background: the dialog closes as soon as the story is gone.
      void queryClient.invalidateQueries({ queryKey: userKeys.stories(reader) });
      void queryClient.invalidateQueries({ queryKey: userKeys.bookmarkLists(reader) });
    },
  });
}

export function useDeleteStory() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(deleteStoryOptions(call, queryClient, reader));
}
