'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { updateProfileData, uploadProfileImage } from '../api-client/app-calls';
import type { CallStep } from '../api-client/call-step';
import { useCallStep } from '../api-client/call-step-context';
import type { ParamsOf } from '../api-client/endpoints';
import { ApiCallError } from '../api-client/query-call';
import { useAppSelector } from '../state/hooks';
import { selectToken } from '../state/select';
import { userKeys, type ReaderKey } from './keys';

/** Name, mobile and email, or a new picture (update_profile needs the name with it). */
export type ProfileUpdate =
  | { fields: Pick<ParamsOf<'update_profile'>, 'name' | 'mobile' | 'email'> }
  | { picture: { name: string; profile: Blob } };

/**
 * update_profile, quietly (SPEC section 4): the user slice follows the part that changed (the
 * app calls' actions), and the profile cache takes the account the API answers.
 */
export function updateProfileOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    mutationFn: async (update: ProfileUpdate) => {
      const result = 'fields' in update ? await updateProfileData(call, update.fields) : await uploadProfileImage(call, update.picture);
      if (!result.ok) throw new ApiCallError(result.error, result.response, result.status);
      return result.response.data;
    },
    onSuccess: (account) => queryClient.setQueryData(userKeys.profile(reader), account),
  });
}

export function useUpdateProfile() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(updateProfileOptions(call, queryClient, reader));
}
