import { z } from 'zod';
import { absoluteUrlOrEmpty, rowId } from './json';
import { languageId, pagingAllByDefault, readParams } from './params';

export const getLiveStreamingParams = readParams({ ...languageId, ...pagingAllByDefault });

export const liveStream = z
  .object({
    id: rowId,
    language_id: rowId,
    title: z.string(),
    image: absoluteUrlOrEmpty,
    /** `url_youtube`, or `url_other` (an HLS `.m3u8` or a direct video URL). */
    type: z.enum(['url_youtube', 'url_other']),
    url: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
  })
  .strict()
  .meta({
    id: 'LiveStream',
    example: {
      id: 4,
      language_id: 1,
      title: 'Council meeting, live',
      image: 'https://news.example.com/media/live/council.webp',
      type: 'url_youtube',
      url: 'https://www.youtube.com/watch?v=abc123',
      meta_title: 'Council meeting, live',
      meta_description: '',
      meta_keyword: '',
    },
  });
export type LiveStream = z.infer<typeof liveStream>;

export const getLiveStreamingData = z.array(liveStream);
