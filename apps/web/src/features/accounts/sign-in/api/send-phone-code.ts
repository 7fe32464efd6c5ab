'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import type { ParamsOf } from '../../../../api-client/endpoints';
import { mutationCall } from '../../../../api-client/query-call';

/** identity_phone_send_code, quietly: the form says where the code went. */
export function sendPhoneCodeOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (params: ParamsOf<'identity_phone_send_code'>) => mutationCall(call, 'identity_phone_send_code', params, { displayToast: false }),
  });
}

export function useSendPhoneCode() {
  return useMutation(sendPhoneCodeOptions(useCallStep()));
}
