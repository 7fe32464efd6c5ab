'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import { mutationCall } from '../../../../api-client/query-call';

/** delete_user: its toast says the account is gone (or why it is not). */
export function deleteUserOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: () => mutationCall(call, 'delete_user', {}),
  });
}

export function useDeleteUser() {
  return useMutation(deleteUserOptions(useCallStep()));
}
