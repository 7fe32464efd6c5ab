// A YouTube address is read by the rule the API checks on save (contract/youtube.ts).
import { youtubeVideoId } from '@newsroom/contract/youtube';

/** How a news item's video is shown, decided from its content type and URL. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'hls'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'none' };

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

export function videoSource(contentType: string, value: string): VideoSource {
  const url = value.trim();
  if (!url) return { kind: 'none' };
  if (contentType === 'video_youtube') {
    const id = youtubeVideoId(url);
    return id ? { kind: 'youtube', id } : { kind: 'link', url };
  }
  if (contentType === 'video_upload') return { kind: 'file', url };
  if (contentType === 'video_other') {
    const path = url.split(/[?#]/)[0] ?? url;
    if (/\.m3u8$/i.test(path)) return { kind: 'hls', url };
    if (VIDEO_FILE.test(path)) return { kind: 'file', url };
    const id = youtubeVideoId(url);
    return id ? { kind: 'youtube', id } : { kind: 'link', url };
  }
  return { kind: 'none' };
}
