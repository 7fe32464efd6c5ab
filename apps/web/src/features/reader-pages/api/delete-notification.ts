'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserNotification } from '@newsroom/contract/notifications';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** delete_user_notification; once the API has deleted it, the notification leaves the list. */
export function deleteNotificationOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    mutationFn: (id: number) => mutationCall(call, 'delete_user_notification', { id: String(id) }),
    onSuccess: (_answer, id) =>
      queryClient.setQueriesData<UserNotification[]>({ queryKey: userKeys.notificationLists(reader) }, (items) => items?.filter((kept) => kept.id !== id)),
    // An unread one deleted leaves the badge one less.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.unreadNotifications(reader) }),
  });
}

export function useDeleteNotification() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(deleteNotificationOptions(call, queryClient, reader));
}
