'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_forgot_password, quietly: the form says a link is on its way. */
export function forgotPasswordOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_forgot_password'>) => mutationCall(call, 'identity_forgot_password', params, { displayToast: false }),
  });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordOptions(useCallStep()));
}
