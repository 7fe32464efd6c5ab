import type { ContentType } from '@newsroom/contract/news';
import { youtubeVideoId } from '@newsroom/contract/youtube';
import { badRequest } from '../core/errors';

// The reader site plays a `video_youtube` story in YouTube's player by the video's id (the
// contract's youtube.ts, read by both), so an address that names no video is refused here rather
// than shown as a dead player.

/** An http(s) address without a user name or password (which would only leak on the page). */
function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * The content value for a linked video: a YouTube address naming a video for `video_youtube`,
 * any http(s) address of a video or stream for `video_other`. 400 when it is not one.
 */
export function linkedVideoUrl(contentType: Exclude<ContentType, 'standard_post' | 'video_upload'>, contentData: string | undefined): string {
  const value = contentData?.trim() ?? '';
  if (!value) throw badRequest(`content_data is required for ${contentType}`);
  const url = webAddress(value);
  if (contentType === 'video_youtube') {
    if (!url || !youtubeVideoId(url)) throw badRequest('content_data must be a YouTube URL');
  } else if (!url) {
    throw badRequest('content_data must be an http or https URL');
  }
  return url.toString();
}
