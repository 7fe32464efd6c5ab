'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { FAIL_AT_ONCE } from '../../../api-client/query-client';
import type { ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { deskKeys } from './desk-keys';

/**
 * get_news with `id` and `get_user_news=1`: one of the writer's own stories, whatever its status
 * (pending ones are invisible to everyone else). Null when it is not theirs or does not exist.
 */
export function ownStoryQueryOptions(call: CallStep, reader: ReaderKey, newsId: number) {
  return queryOptions({
    queryKey: deskKeys.ownStory(reader, newsId),
    queryFn: async ({ signal }) => (await queryCall(call, 'get_news', { id: newsId, get_user_news: '1' }, { signal })).data?.[0] ?? null,
    enabled: reader !== null,
    // The desk shows a failed read with its own "Try again".
    ...FAIL_AT_ONCE,
  });
}

export function useOwnStory(newsId: number | null) {
  const reader = useAppSelector(selectToken);
  return useQuery({ ...ownStoryQueryOptions(useCallStep(), reader, newsId ?? 0), enabled: reader !== null && newsId !== null });
}
