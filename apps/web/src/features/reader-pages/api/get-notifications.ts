'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { queryCall } from '../../../api-client/query-call';
import { FAIL_AT_ONCE } from '../../../api-client/query-client';
import { userKeys, type ReaderKey } from '../../../queries/keys';
import { listPage } from '../../../queries/paged-list';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';

/** How many of the newest notifications the page lists. */
const SHOWN = 20;

/** get_user_notification: replies to the reader's comments and likes they received, worded in the page's language. */
export function notificationsQueryOptions(call: CallStep, reader: ReaderKey, languageId: number) {
  return queryOptions({
    queryKey: userKeys.notificationList(reader, languageId),
    queryFn: async ({ signal }) => listPage(await queryCall(call, 'get_user_notification', { language_id: languageId, offset: 0, limit: SHOWN }, { signal })).items,
    enabled: reader !== null,
    // What was read elsewhere (another tab, the app) shows as read when the reader comes back.
    refetchOnWindowFocus: true,
    // The page shows a failed read with its own "Try again".
    ...FAIL_AT_ONCE,
  });
}

export function useNotifications(languageId: number) {
  const reader = useAppSelector(selectToken);
  return useQuery(notificationsQueryOptions(useCallStep(), reader, languageId));
}
