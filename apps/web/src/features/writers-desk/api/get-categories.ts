'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@newsroom/contract/params';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { deskKeys } from './desk-keys';

/** get_category: the categories a story of this language can be filed under, in the site's order. */
export function categoriesQueryOptions(call: CallStep, languageId: number | null) {
  return queryOptions({
    queryKey: deskKeys.categories(languageId ?? 0),
    queryFn: async ({ signal }) => (await queryCall(call, 'get_category', { language_id: languageId ?? undefined, limit: MAX_PAGE_SIZE }, { signal })).data ?? [],
    enabled: languageId !== null,
  });
}

export function useCategories(languageId: number | null) {
  return useQuery(categoriesQueryOptions(useCallStep(), languageId));
}
