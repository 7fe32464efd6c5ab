'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { putBack, showAsRead } from './read-state-cache';

/**
 * set_user_notification_read with `all=1`. Every open list and the badge show it at once; the
 * API's count settles the badge, and a failure puts both back as they were. The page words the
 * outcome itself, so the call shows no toast.
 */
export function markAllNotificationsReadOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    mutationFn: () => mutationCall(call, 'set_user_notification_read', { all: '1' }, { displayToast: false }),
    onMutate: () => showAsRead(queryClient, reader, { all: true }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(userKeys.unreadNotifications(reader), data.unread);
      // A notification filed while the call was on its way is unread and not listed yet.
      if (data.unread > 0) await queryClient.invalidateQueries({ queryKey: userKeys.notificationLists(reader) });
    },
    onError: (_error, _none, before) => putBack(queryClient, reader, before),
  });
}

export function useMarkAllNotificationsRead() {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useMutation(markAllNotificationsReadOptions(call, queryClient, reader));
}
