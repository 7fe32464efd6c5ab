'use client';

import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { failureToTell, putBack, showAsRead } from './read-state-cache';

/**
 * set_user_notification_read for one notification the reader opened. The list and the badge
 * change at once (the reader is already on their way to the comment); the API's count settles
 * it, and a failure puts both back.
 */
export function markNotificationReadOptions(call: CallStep, queryClient: QueryClient, reader: ReaderKey) {
  return mutationOptions({
    // Quiet when it works: opening a notification is not an action the reader wants confirmed.
    mutationFn: (id: number) => mutationCall(call, 'set_user_notification_read', { id: String(id) }, { displayToast: false }),
    onMutate: (id) => showAsRead(queryClient, reader, { id }),
    onSuccess: ({ data }) => queryClient.setQueryData(userKeys.unreadNotifications(reader), data.unread),
    onError: (_error, _id, before) => putBack(queryClient, reader, before),
  });
}

/**
 * The reader has usually left the page for the comment by the time a failure comes back, so it
 * is told in a toast, which outlives the page (a callback given here runs even after unmount).
 */
export function useMarkNotificationRead(failedMessage: string) {
  const call = useCallStep();
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  const options = markNotificationReadOptions(call, queryClient, reader);
  return useMutation({
    ...options,
    onError: async (error, id, before, context) => {
      if (failureToTell(error)) toast.error(failedMessage);
      await options.onError?.(error, id, before, context);
    },
  });
}
