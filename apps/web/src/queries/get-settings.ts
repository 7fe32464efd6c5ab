'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSettings } from '../api-client/app-calls';
import type { CallStep } from '../api-client/call-step';
import { useCallStep } from '../api-client/call-step-context';
import { ApiCallError } from '../api-client/query-call';
import { FAIL_AT_ONCE } from '../api-client/query-client';
import { siteKeys } from './keys';

/**
 * get_settings in the browser, for the few client islands that act on a setting (who may write).
 * Pages get the settings on the server; this read also feeds the `settings` slice (SPEC section 4).
 */
export function settingsQueryOptions(call: CallStep) {
  return queryOptions({
    queryKey: siteKeys.settings(),
    queryFn: async ({ signal }) => {
      const result = await loadSettings(call, { signal });
      if (!result.ok) throw new ApiCallError(result.error, result.response, result.status);
      return result.response.data;
    },
    // Its readers fall back to the setting's safe default rather than keep a reader waiting.
    ...FAIL_AT_ONCE,
  });
}

export function useSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions(useCallStep()), enabled: options.enabled ?? true });
}
