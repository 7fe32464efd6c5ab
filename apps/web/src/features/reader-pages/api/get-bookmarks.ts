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

/** get_bookmark, newest bookmark first, a page at a time ("load more"). */
export function bookmarksQueryOptions(call: CallStep, languageId: number, reader: ReaderKey) {
  return infiniteQueryOptions({
    queryKey: userKeys.bookmarks(reader, languageId),
    queryFn: async ({ pageParam, signal }) => listPage(await queryCall(call, 'get_bookmark', { language_id: languageId, ...pageParam }, { signal })),
    initialPageParam: firstRange(PAGE_SIZE),
    getNextPageParam: nextRange(PAGE_SIZE),
    enabled: reader !== null,
    // The page shows a failed read with its own "Try again".
    ...FAIL_AT_ONCE,
  });
}

export function useBookmarks(languageId: number) {
  const reader = useAppSelector(selectToken);
  return useInfiniteQuery(bookmarksQueryOptions(useCallStep(), languageId, reader));
}
