import { z } from 'zod';
import { idOrSlug, languageId, pagingAllByDefault, readParams, slug } from './params';

export const getBreakingNewsParams = readParams({
  ...languageId,
  ...pagingAllByDefault,
  /** One item by slug; `id` (or a slug in its place) does the same. */
  slug: slug().optional(),
  id: idOrSlug().optional(),
});

export const setBreakingNewsViewParams = z.object({
  breaking_news_id: idOrSlug(),
});

export interface BreakingNewsItem {
  id: number;
  language_id: number;
  title: string;
  slug: string;
  image: string;
  /** `standard_post`, `video_youtube`, `video_other` or `video_upload`. */
  content_type: string;
  /** The video URL; empty for `standard_post`. */
  content_value: string;
  description: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  /** The complete `<script type="application/ld+json">…</script>` element, or "". */
  schema_markup: string;
  total_views: number;
}

export interface BreakingNewsView {
  breaking_news_id: number;
  total_views: number;
  /** 1 when this call counted a new view, 0 when the viewer had already been counted. */
  counted: number;
}
