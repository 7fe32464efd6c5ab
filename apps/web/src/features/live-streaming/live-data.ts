import { cache } from 'react';
import type { LiveStream } from '@newsroom/contract/live-streams';
import type { CardContext, CardItem } from '../../components/card-item';
import { imageSrcSet } from '../../components/picture';
import { liveStreamPath } from '../../routing/screen-paths';
import { readList } from '../../server-data/api';

/** A newsroom runs a handful of streams: one call (the API's largest page) lists them all. */
const ALL_STREAMS = 100;

export const getLiveStreams = cache(async (languageId: number): Promise<LiveStream[]> => {
  return (await readList('get_live_streaming', { language_id: languageId, limit: ALL_STREAMS })).items;
});

/** A stream by the id in its URL; null when the language has no such stream. */
export async function findLiveStream(languageId: number, idSegment: string): Promise<LiveStream | null> {
  if (!/^[1-9]\d{0,9}$/.test(idSegment)) return null;
  const id = Number(idSegment);
  return (await getLiveStreams(languageId)).find((stream) => stream.id === id) ?? null;
}

export function streamCard(stream: LiveStream, cards: CardContext): CardItem {
  const image = stream.image || cards.placeholderImage;
  return {
    key: `live-${stream.id}`,
    title: stream.title,
    href: liveStreamPath(cards.language, stream.id),
    image,
    imageSet: imageSrcSet(image, cards.mediaPrefix),
    excerpt: stream.meta_description,
    isVideo: true,
    views: 0,
  };
}

/** The article player's content type for a stream's `type`: YouTube, or an HLS or file URL. */
export function streamContentType(stream: Pick<LiveStream, 'type'>): 'video_youtube' | 'video_other' {
  return stream.type === 'url_youtube' ? 'video_youtube' : 'video_other';
}
