'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallStep } from '../../../api-client/call-step-context';
import { quietMutationOptions } from '../../../api-client/query-call';

/**
 * upload_news_image: an image for the story's text. The image panel words the outcome itself
 * (a failure stays beside the file it was about), so no toast.
 */
export function useUploadTextImage() {
  return useMutation(quietMutationOptions(useCallStep(), 'upload_news_image'));
}
