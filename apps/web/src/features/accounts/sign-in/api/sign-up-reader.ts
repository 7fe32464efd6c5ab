'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { signIn } from '../../../../api-client/app-calls';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { ApiCallError } from '../../../../api-client/query-call';

/**
 * user_signup after the identity service signed the reader in, quietly (SPEC section 4): its
 * success logs the reader in through the user slice.
 */
export function signUpReaderOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: async (params: ParamsOf<'user_signup'>) => {
      const result = await signIn(call, params);
      if (!result.ok) throw new ApiCallError(result.error, result.response, result.status);
      return result.response.data;
    },
  });
}

export function useSignUpReader() {
  return useMutation(signUpReaderOptions(useCallStep()));
}
