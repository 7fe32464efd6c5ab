'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** Often enough that a reply shows up while the reader reads, rare enough to cost nothing. */
const REFRESH_MS = 60_000;
const FRESH_MS = 10_000;

/**
 * The unread count beside get_user_notification's list. An empty inbox answers "No Data Found",
 * which carries no count: nothing there is unread.
 */
export function unreadOf(envelope: object): number {
  const unread = (envelope as { unread?: unknown }).unread;
  return typeof unread === 'number' && unread > 0 ? unread : 0;
}

/** The header's badge: one notification is enough to get the count of all. */
export function unreadCountQueryOptions(call: CallStep, reader: ReaderKey) {
  return queryOptions({
    queryKey: userKeys.unreadNotifications(reader),
    queryFn: async ({ signal }) => unreadOf(await queryCall(call, 'get_user_notification', { offset: 0, limit: 1 }, { signal })),
    enabled: reader !== null,
    // Fresh for a few page moves, then read again when the reader comes back to the tab.
    staleTime: FRESH_MS,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in reader's unread count; 0 when signed out or not known yet. */
export function useUnreadCount(): number {
  const reader = useAppSelector(selectToken);
  const { data } = useQuery(unreadCountQueryOptions(useCallStep(), reader));
  return reader === null ? 0 : (data ?? 0);
}
