'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_verify_email, quietly: the link's token confirms the address and answers the identity session. */
export function verifyEmailOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_verify_email'>) => mutationCall(call, 'identity_verify_email', params, { displayToast: false }),
  });
}

export function useVerifyEmail() {
  return useMutation(verifyEmailOptions(useCallStep()));
}
