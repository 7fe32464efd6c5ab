'use client';

import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallStep } from '../../../api-client/call-step';
import { useCallStep } from '../../../api-client/call-step-context';
import { mutationCall } from '../../../api-client/query-call';
import { useAppSelector } from '../../../state/hooks';
import { selectToken } from '../../../state/select';
import { deskKeys } from './desk-keys';

/** delete_news_images: removes one saved gallery image at once (its toast says so). */
export function deleteGalleryImageOptions(call: CallStep) {
  return mutationOptions({
    mutationFn: (imageId: number) => mutationCall(call, 'delete_news_images', { id: imageId }),
  });
}

export function useDeleteGalleryImage() {
  const reader = useAppSelector(selectToken);
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteGalleryImageOptions(useCallStep()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.ownStories(reader) }),
  });
}
