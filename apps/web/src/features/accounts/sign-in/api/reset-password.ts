'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_reset_password, quietly: answers the identity session signed in with the new password. */
export function resetPasswordOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_reset_password'>) => mutationCall(call, 'identity_reset_password', params, { displayToast: false }),
  });
}

export function useResetPassword() {
  return useMutation(resetPasswordOptions(useCallStep()));
}
