'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadProfile } from '../api-client/app-calls';
import type { CallStep } from '../api-client/call-step';
import { useCallStep } from '../api-client/call-step-context';
import { ApiCallError } from '../api-client/query-call';
import { FAIL_AT_ONCE } from '../api-client/query-client';
import { useAppSelector } from '../state/hooks';
import { selectToken } from '../state/select';
import { userKeys, type ReaderKey } from './keys';

/**
 * get_user_by_id, quietly (SPEC section 4): the signed-in reader's account. The profile and the
 * category preferences read the same cache entry, so moving between them reads it once.
 */
export function profileQueryOptions(call: CallStep, reader: ReaderKey) {
  return queryOptions({
    queryKey: userKeys.profile(reader),
    queryFn: async ({ signal }) => {
      const result = await loadProfile(call, { signal });
      if (!result.ok) throw new ApiCallError(result.error, result.response, result.status);
      return result.response.data;
    },
    enabled: reader !== null,
    // The screens show a failed read with their own "Try again".
    ...FAIL_AT_ONCE,
  });
}

export function useProfile() {
  const reader = useAppSelector(selectToken);
  return useQuery(profileQueryOptions(useCallStep(), reader));
}
