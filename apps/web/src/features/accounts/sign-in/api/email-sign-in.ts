'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_email_signin, quietly: the form shows the refusal. Answers the identity session. */
export function emailSignInOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_email_signin'>) => mutationCall(call, 'identity_email_signin', params, { displayToast: false }),
  });
}

export function useEmailSignIn() {
  return useMutation(emailSignInOptions(useCallStep()));
}
