'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_phone_signin, quietly: the code for the number answers the identity session. */
export function phoneSignInOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_phone_signin'>) => mutationCall(call, 'identity_phone_signin', params, { displayToast: false }),
  });
}

export function usePhoneSignIn() {
  return useMutation(phoneSignInOptions(useCallStep()));
}
