'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { deskKeys } from './desk-keys';

/** get_subcategory_by_category: the subcategories of the chosen category, loaded when it is chosen. */
export function subcategoriesQueryOptions(call: CallStep, categoryId: number | null) {
  return queryOptions({
    queryKey: deskKeys.subcategories(categoryId ?? 0),
    queryFn: async ({ signal }) => (await queryCall(call, 'get_subcategory_by_category', { category_id: categoryId ?? 0 }, { signal })).data ?? [],
    enabled: categoryId !== null,
  });
}

export function useSubcategories(categoryId: number | null) {
  return useQuery(subcategoriesQueryOptions(useCallStep(), categoryId));
}
