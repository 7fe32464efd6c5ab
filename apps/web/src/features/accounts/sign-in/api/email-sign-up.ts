'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_email_signup, quietly: the form says "check your email" either way. */
export function emailSignUpOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_email_signup'>) => mutationCall(call, 'identity_email_signup', params, { displayToast: false }),
  });
}

export function useEmailSignUp() {
  return useMutation(emailSignUpOptions(useCallStep()));
}
