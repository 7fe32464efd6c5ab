'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import { mutationCall } from '../../../../api-client/query-call';

/**
 * user_logout, quietly, sent with `keepalive` so that leaving the page does not cancel it.
 * `forget` runs as soon as the call has taken the bearer token, so the reader is signed out here
 * at once while the revocation is on its way.
 */
export function revokeSessionOptions(call: CallStep, forget: () => void) {
  return mutationOptions({
    mutationFn: () => {
      const revocation = mutationCall(call, 'user_logout', {}, { displayToast: false, keepalive: true });
      forget();
      return revocation;
    },
  });
}

export function useRevokeSession(forget: () => void) {
  return useMutation(revokeSessionOptions(useCallStep(), forget));
}
