import { languageId, pagingAllByDefault, readParams } from './params';

export const getLiveStreamingParams = readParams({ ...languageId, ...pagingAllByDefault });

export interface LiveStream {
  id: number;
  language_id: number;
  title: string;
  image: string;
  /** `url_youtube`, or `url_other` (an HLS `.m3u8` or a direct video URL). */
  type: 'url_youtube' | 'url_other';
  url: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
}
