'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserWithCategories } from '@newsroom/contract/users';
import type { CallStep } from '../../../../api-client/call-step';
import { useCallStep } from '../../../../api-client/call-step-context';
import { mutationCall } from '../../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../../queries/keys';
import { useAppSelector } from '../../../../state/hooks';
import { selectToken } from '../../../../state/select';

/**
 * set_user_category, quietly (the screen says it is saved): the profile cache takes the saved
 * choice, so the screen (and the next visit to it) starts from it.
 */
export function setUserCategoriesOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    /** `choice`: the contract's comma string of category ids, "0" for none. */
    mutationFn: (choice: string) => mutationCall(call, 'set_user_category', { category_id: choice }, { displayToast: false }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<UserWithCategories>(userKeys.profile(reader), (account) => account && { ...account, user_category: [data.user_category] }),
  });
}

export function useSetUserCategories() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(setUserCategoriesOptions(call, queryClient, reader));
}
