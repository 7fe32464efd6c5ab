'use client';

import { RichTextEditor } from '@newsroom/rich-text/editor';
import type { ComponentProps } from 'react';
import { useUploadTextImage } from './api/upload-text-image';

/**
 * The shared editor with the desk's image upload (upload_news_image). A refused image rejects
 * with the server's message, which the editor's image panel shows beside the file.
 */
export function StoryTextEditor(props: Omit<ComponentProps<typeof RichTextEditor>, 'uploadImage'>) {
  const upload = useUploadTextImage();
  const uploadImage = (image: File) => upload.mutateAsync({ image }).then((answer) => ({ src: answer.data.src }));
  return <RichTextEditor {...props} uploadImage={uploadImage} />;
}
