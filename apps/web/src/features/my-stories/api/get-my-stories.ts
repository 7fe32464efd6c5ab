'use client';

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { FAIL_AT_ONCE } from '../../../api-client/query-client';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { firstRange, listPage, nextRange } from '../../../queries/paged-list';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

const PAGE_SIZE = 20;

/**
 * get_news with get_user_news=1: the writer's own stories in a language, whatever their status
 * or expiry, a page at a time ("Load more"); `search` narrows them as the site's search does.
 */
export function myStoriesQueryOptions(call: CallStep, languageId: number, search: string, reader: ReaderKey) {
  return infiniteQueryOptions({
    queryKey: userKeys.storyList(reader, languageId, search),
    queryFn: async ({ pageParam, signal }) =>
      listPage(await queryCall(call, 'get_news', { language_id: languageId, get_user_news: '1', ...(search ? { search } : {}), ...pageParam }, { signal })),
    initialPageParam: firstRange(PAGE_SIZE),
    getNextPageParam: nextRange(PAGE_SIZE),
    enabled: reader !== null,
    // The page shows a failed read with its own "Try again".
    ...FAIL_AT_ONCE,
  });
}

export function useMyStories(languageId: number, search: string) {
  const reader = useAppSelector(selectToken);
  return useInfiniteQuery(myStoriesQueryOptions(useCallStep(), languageId, search, reader));
}
