'use client';

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserNotification } from '@newsroom/contract/notifications';
import { ApiCallError } from '../../../api-client/query-call';
import { userKeys, type ReaderKey } from '../../../queries/keys';

/** Which notifications a change marks read: one the reader opened, or all of theirs. */
export type ReadChoice = { id: number } | { all: true };

/** What the open lists and the badge held before a change shown ahead of the API's answer. */
export interface ReadStateBefore {
  lists: [QueryKey, UserNotification[] | undefined][];
  unread: number | undefined;
}

/**
 * Shows the chosen notifications as read in every open list (one per page language) and in the
 * badge before the API answers, and returns what to put back if it fails. Reads on their way are
 * cancelled first: an answer written before the change would otherwise undo it on screen.
 */
export async function showAsRead(queryClient: QueryClient, reader: ReaderKey, choice: ReadChoice): Promise<ReadStateBefore> {
  const lists = userKeys.notificationLists(reader);
  const badge = userKeys.unreadNotifications(reader);
  await Promise.all([queryClient.cancelQueries({ queryKey: lists }), queryClient.cancelQueries({ queryKey: badge })]);
  const before: ReadStateBefore = { lists: queryClient.getQueriesData<UserNotification[]>({ queryKey: lists }), unread: queryClient.getQueryData<number>(badge) };

  const chosen = (item: UserNotification) => 'all' in choice || item.id === choice.id;
  queryClient.setQueriesData<UserNotification[]>({ queryKey: lists }, (items) => items?.map((item) => (chosen(item) && item.is_read === '0' ? { ...item, is_read: '1' } : item)));
  // "All" also covers unread ones older than the lists show.
  queryClient.setQueryData<number>(badge, (unread) => ('all' in choice ? 0 : unread ? unread - 1 : unread));
  return before;
}

/** Puts the lists and the badge back as they were, then asks the API what is true now. */
export async function putBack(queryClient: QueryClient, reader: ReaderKey, before: ReadStateBefore | undefined): Promise<void> {
  if (before) {
    for (const [key, items] of before.lists) queryClient.setQueryData(key, items);
    queryClient.setQueryData(userKeys.unreadNotifications(reader), before.unread);
  }
  await queryClient.invalidateQueries({ queryKey: userKeys.notifications(reader) });
}

/**
 * Whether the reader must be told that a change failed. A refused token (401) is not: the shell
 * signs the reader out and says so once, in its own words.
 */
export function failureToTell(error: unknown): boolean {
  return !(error instanceof ApiCallError && error.status === 401);
}
