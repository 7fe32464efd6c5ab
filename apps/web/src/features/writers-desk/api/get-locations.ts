'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@newsroom/contract/params';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { deskKeys } from './desk-keys';

/** get_location: the places a story can be tied to (they are the same in every language). */
export function locationsQueryOptions(call: CallStep) {
  return queryOptions({
    queryKey: deskKeys.locations(),
    queryFn: async ({ signal }) => (await queryCall(call, 'get_location', { limit: MAX_PAGE_SIZE }, { signal })).data ?? [],
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions(useCallStep()));
}
