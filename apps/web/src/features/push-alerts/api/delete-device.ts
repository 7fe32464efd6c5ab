'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';

/** delete_token: the server forgets this browser's subscription, so nothing is sent to it any more. */
export function deleteDeviceOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (token: string) => mutationCall(call, 'delete_token', { token }, { displayToast: false }),
  });
}

export function useDeleteDevice() {
  return useMutation(deleteDeviceOptions(useCallStep()));
}
