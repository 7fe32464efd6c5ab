'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserNotification } from '@newsroom/contract/notifications';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/**
 * set_user_notification_read for one notification the reader opened. The list and the badge
 * change at once (the reader is already on their way to the comment); the API's count settles it.
 */
export function markNotificationReadOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    // Quiet: opening a notification is not an action the reader wants confirmed.
    mutationFn: (id: number) => mutationCall(call, 'set_user_notification_read', { id: String(id) }, { displayToast: false }),
    onMutate: (id) => {
      queryClient.setQueriesData<UserNotification[]>({ queryKey: userKeys.notificationLists(reader) }, (items) =>
        items?.map((item) => (item.id === id ? { ...item, is_read: '1' } : item)),
      );
      queryClient.setQueryData<number>(userKeys.unreadNotifications(reader), (unread) => (unread ? unread - 1 : unread));
    },
    onSuccess: ({ data }) => queryClient.setQueryData(userKeys.unreadNotifications(reader), data.unread),
    onError: () => queryClient.invalidateQueries({ queryKey: userKeys.notifications(reader) }),
  });
}

export function useMarkNotificationRead() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(markNotificationReadOptions(call, queryClient, reader));
}
