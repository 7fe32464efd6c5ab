'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_resend_verification, quietly: the form says the link was sent again. */
export function resendVerificationOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_resend_verification'>) => mutationCall(call, 'identity_resend_verification', params, { displayToast: false }),
  });
}

export function useResendVerification() {
  return useMutation(resendVerificationOptions(useCallStep()));
}
