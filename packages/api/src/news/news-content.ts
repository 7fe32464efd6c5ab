import type { ContentType, SetNewsParams } from '@newsroom/contract/news';
import { badRequest } from '../core/errors';
import { linkedVideoUrl } from './video-links';

export interface PlannedContent {
  contentType: ContentType;
  /** The stored value, or null when the uploaded video (`content_data` file) is to be stored. */
  contentValue: string | null;
}

/**
 * What a story's content will be after set_news: a standard post holds nothing; a linked video
 * its checked address (an edit that sends none keeps the current one of the same type); an
 * uploaded video a new file, or on an edit the file it already has. A file sent with a type that
 * takes none, or text sent where a file is due, is refused rather than silently dropped.
 */
export function planContent(params: Pick<SetNewsParams, 'content_type' | 'content_data'>, existing: { contentType: string; contentValue: string } | null, video: File | undefined): PlannedContent {
  const contentType = params.content_type ?? (existing?.contentType as ContentType | undefined) ?? 'standard_post';
  if (contentType === 'standard_post') {
    if (params.content_data || video) throw badRequest('content_data must be empty for standard_post');
    return { contentType, contentValue: '' };
  }
  if (contentType === 'video_upload') {
    if (video) return { contentType, contentValue: null };
    if (existing?.contentType === 'video_upload' && !params.content_data) return { contentType, contentValue: existing.contentValue };
    throw badRequest('content_data is required: the video file for video_upload');
  }
  if (video) throw badRequest(`content_data must be a video address, not a file, for ${contentType}`);
  const keeps = params.content_data === undefined && existing?.contentType === contentType;
  return { contentType, contentValue: keeps ? existing.contentValue : linkedVideoUrl(contentType, params.content_data) };
}
