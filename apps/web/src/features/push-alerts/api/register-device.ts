'use client';

import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import type { Registration } from '../alerts-memory';

/**
 * register_token: this browser's subscription with its language, topics and (when the reader
 * shared it) position. Signed in, the call carries the reader's token and the device follows
 * them; signed out, the server unlinks it. Quiet: the alerts words their own outcome.
 */
export function registerDeviceOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: ({ token, languageId, latitude, longitude, topics }: Registration) =>
      mutationCall(
        call,
        'register_token',
        {
          token,
          language_id: languageId,
          ...(latitude !== null && longitude !== null ? { latitude, longitude } : {}),
          breaking_news: topics.breakingNews ? '1' : '0',
          category_ids: topics.categoryIds.join(','),
        },
        { displayToast: false },
      ),
  });
}

export function useRegisterDevice() {
  return useMutation(registerDeviceOptions(useCallStep()));
}
