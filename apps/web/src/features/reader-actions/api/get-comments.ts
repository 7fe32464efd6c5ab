'use client';

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Comment } from '@newsroom/contract/comments';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { newsKeys, type ReaderKey } from '../../../queries/keys';
import { firstRange, mergedItems, nextRange, wholeList, type ListPage } from '../../../queries/paged-list';
import { useAppSelector } from '../../../state/hooks';
import { commentsPage } from '../comment-count';
import { selectToken } from '../../../state/select';

/** How many top-level comments a page of the list holds. */
export const COMMENTS_PAGE_SIZE = 20;

/** get_comment_by_news, a page at a time ("load more"). */
export function commentsQueryOptions(call: CallStep, newsId: number, reader: ReaderKey) {
  return infiniteQueryOptions({
    queryKey: newsKeys.comments(newsId, reader),
    queryFn: async ({ pageParam, signal }) => commentsPage(await queryCall(call, 'get_comment_by_news', { news_id: newsId, ...pageParam }, { signal })),
    initialPageParam: firstRange(COMMENTS_PAGE_SIZE),
    getNextPageParam: nextRange(COMMENTS_PAGE_SIZE),
  });
}

/**
 * How many comments a write asks back (set_comment and reactions answer the refreshed list):
 * as many as are shown, so "load more" is not undone.
 */
export function shownCount(list: { pages: ListPage<Comment>[] } | undefined): number {
  return Math.max(COMMENTS_PAGE_SIZE, mergedItems(list).length);
}

/**
 * The comments of a story. The cached page's comments know nobody's reactions: they are the
 * anonymous reader's list as it is, and stand in for a signed-in reader's until theirs arrive.
 */
export function useComments(newsId: number, initial: ListPage<Comment>) {
  const call = useCallStep();
  const reader = useAppSelector(selectToken);
  const serverList = wholeList(initial, COMMENTS_PAGE_SIZE);
  return useInfiniteQuery({
    ...commentsQueryOptions(call, newsId, reader),
    ...(reader ? { placeholderData: serverList } : { initialData: serverList }),
  });
}
