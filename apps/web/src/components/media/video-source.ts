/** How a news item's video is shown, decided from its content type and URL. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'hls'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'none' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

/** The video id of a YouTube address (watch, youtu.be, embed, shorts and live forms). */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function videoSource(contentType: string, value: string): VideoSource {
  const url = value.trim();
  if (!url) return { kind: 'none' };
  if (contentType === 'video_youtube') {
    const id = youtubeId(url);
    return id ? { kind: 'youtube', id } : { kind: 'link', url };
  }
  if (contentType === 'video_upload') return { kind: 'file', url };
  if (contentType === 'video_other') {
    const path = url.split(/[?#]/)[0] ?? url;
    if (/\.m3u8$/i.test(path)) return { kind: 'hls', url };
    if (VIDEO_FILE.test(path)) return { kind: 'file', url };
    const id = youtubeId(url);
    return id ? { kind: 'youtube', id } : { kind: 'link', url };
  }
  return { kind: 'none' };
}
