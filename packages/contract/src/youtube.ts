/**
 * The one rule for a YouTube address, shared by the API (which refuses a `video_youtube` story
 * whose address names no video) and the reader site (which plays it in YouTube's player by id).
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The video id of a YouTube address (watch, youtu.be, embed, shorts and live forms), or null. */
export function youtubeVideoId(address: string | URL): string | null {
  let url: URL;
  try {
    url = typeof address === 'string' ? new URL(address) : address;
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
