'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import type { ParamsOf } from '../../../api-client/endpoints';
import { mutationCall } from '../../../api-client/query-call';
import { uploadWithProgress, type UploadProgress } from '../../../api-client/upload-progress';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { deskKeys } from './desk-keys';

/**
 * set_news, sent with XMLHttpRequest so the desk can show how far the files have gone. The
 * server's message is the toast, as for every write; a failure also stays on the form.
 */
export function saveStoryOptions(call: CallStep, onProgress: (progress: UploadProgress) => void) {
  return {
    mutationFn: (params: ParamsOf<'set_news'>) => mutationCall(call, 'set_news', params, { transport: uploadWithProgress(onProgress) }),
  };
}

export function useSaveStory(onProgress: (progress: UploadProgress) => void) {
  const reader = useAppSelector(selectToken);
  const queryClient = useQueryClient();
  return useMutation({
    ...saveStoryOptions(useCallStep(), onProgress),
    // My stories and the story's own entry read again with the saved version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.ownStories(reader) }),
  });
}
