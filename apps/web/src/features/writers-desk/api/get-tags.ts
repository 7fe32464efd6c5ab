'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@newsroom/contract/params';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { deskKeys } from './desk-keys';

/** get_tag: the existing tags of the story's language (a writer picks among them; typing filters on screen). */
export function tagsQueryOptions(call: CallStep, languageId: number | null) {
  return queryOptions({
    queryKey: deskKeys.tags(languageId ?? 0),
    queryFn: async ({ signal }) => (await queryCall(call, 'get_tag', { language_id: languageId ?? undefined, limit: MAX_PAGE_SIZE }, { signal })).data ?? [],
    enabled: languageId !== null,
  });
}

export function useTags(languageId: number | null) {
  return useQuery(tagsQueryOptions(useCallStep(), languageId));
}
