import { z } from 'zod';
import { absoluteUrlOrEmpty, count, rowId, schemaMarkup, zeroOrOneNumber } from './json';
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

export const breakingNewsItem = z
  .object({
    id: rowId,
    language_id: rowId,
    title: z.string(),
    slug: z.string(),
    image: absoluteUrlOrEmpty,
    /** `standard_post`, `video_youtube`, `video_other` or `video_upload`. */
    content_type: z.string(),
    /** The video URL; empty for `standard_post`. */
    content_value: absoluteUrlOrEmpty,
    description: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** The complete `<script type="application/ld+json">…</script>` element, or "". */
    schema_markup: schemaMarkup,
    total_views: count,
  })
  .strict()
  .meta({
    id: 'BreakingNewsItem',
    example: {
      id: 9,
      language_id: 1,
      title: 'Storm warning for the coast tonight',
      slug: 'storm-warning',
      image: 'https://news.example.com/media/breaking/storm.webp',
      content_type: 'standard_post',
      content_value: '',
      description: '<p>Gusts up to 120 km/h are expected after 8 pm.</p>',
      meta_title: 'Storm warning',
      meta_description: 'Gusts up to 120 km/h are expected after 8 pm.',
      meta_keyword: 'storm, weather',
      schema_markup: '',
      total_views: 310,
    },
  });
export type BreakingNewsItem = z.infer<typeof breakingNewsItem>;

export const breakingNewsView = z
  .object({
    breaking_news_id: rowId,
    total_views: count,
    /** 1 when this call counted a new view, 0 when the viewer had already been counted. */
    counted: zeroOrOneNumber,
  })
  .strict()
  .meta({ id: 'BreakingNewsView', example: { breaking_news_id: 9, total_views: 311, counted: 1 } });
export type BreakingNewsView = z.infer<typeof breakingNewsView>;

/** A list even when `slug` or `id` picks one item (clients read `data[0]`). */
export const getBreakingNewsData = z.array(breakingNewsItem);
export const setBreakingNewsViewData = breakingNewsView;
