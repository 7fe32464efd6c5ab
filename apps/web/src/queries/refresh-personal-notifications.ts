'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppSelector } from '../state/hooks';
import { selectToken } from '../state/select';
import { userKeys } from './keys';

/**
 * Refreshes the signed-in reader's personal notifications now: the header's unread badge and any
 * open notification list. For news that arrives without a reload (a push message shown in the
 * page), so the badge does not wait for its next minute. Nothing happens when signed out.
 */
export function useRefreshPersonalNotifications(): () => void {
  const queryClient = useQueryClient();
  const reader = useAppSelector(selectToken);
  return useCallback(() => {
    if (reader !== null) void queryClient.invalidateQueries({ queryKey: userKeys.notifications(reader) });
  }, [queryClient, reader]);
}
