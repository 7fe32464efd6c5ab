'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { newsKeys, type ReaderKey } from '../../../queries/keys';
import { storyReaderState, type StoryReaderState } from '../../../queries/story-reader-state';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** get_news of one story, as the signed-in reader sees it: their reaction and bookmark. */
export function storyStateQueryOptions(call: CallStep, newsId: number, languageId: number, reader: ReaderKey) {
  return queryOptions({
    queryKey: newsKeys.story(newsId, languageId, reader),
    queryFn: async ({ signal }): Promise<StoryReaderState | null> => {
      const [story] = (await queryCall(call, 'get_news', { language_id: languageId, id: newsId }, { signal })).data;
      return story ? storyReaderState(story) : null;
    },
    // The cached page knows nobody's reaction: only a signed-in reader has one to load.
    enabled: reader !== null,
  });
}

export function useStoryState(newsId: number, languageId: number) {
  const reader = useAppSelector(selectToken);
  return useQuery(storyStateQueryOptions(useCallStep(), newsId, languageId, reader));
}
