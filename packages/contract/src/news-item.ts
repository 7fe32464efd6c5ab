import { z } from 'zod';
import { absoluteUrlOrEmpty, count, dateTime, dayOrEmpty, idCommaList, rowId, rowIdOrZero, schemaMarkup, zeroOrOneNumber } from './json';

/**
 * A story's `status`. Existing clients know 1 (published) and 0 (waiting for approval); 2 is new
 * and only ever reaches the story's own author ("My stories"), since readers see status 1 only.
 */
export const NEWS_STATUS = {
  /** Waiting for an editor's approval: visible to its author only. */
  pending: 0,
  /** Approved: visible to every reader until its `show_till` day has passed. */
  published: 1,
  /** Refused by an editor (the admin console): visible to its author only, who may edit and resubmit it. */
  rejected: 2,
  /** The newsroom's draft (the admin console): never in a public answer. */
  draft: 3,
} as const;
export type NewsStatus = (typeof NEWS_STATUS)[keyof typeof NEWS_STATUS];

/**
 * A news item as every list shows it (get_news, get_bookmark, featured sections).
 * Absent relations keep their shape so clients can read nested names without null checks:
 * no subcategory is `subcategory_id: 0` and `sub_category: {id: 0, subcategory_name: "", slug: ""}`,
 * no location is `location_id: 0` and `location: {id: 0, location_name: "", latitude: 0, longitude: 0}`,
 * newsroom news (no author) has `user_id: 0`, no expiry is `show_till: ""`.
 */
const newsItemFields = {
  id: rowId,
  language_id: rowId,
  category_id: rowId,
  subcategory_id: rowIdOrZero,
  /** Comma list of tag ids, e.g. "1,2" ("" when none). */
  tag_id: idCommaList,
  location_id: rowIdOrZero,
  title: z.string(),
  slug: z.string(),
  image: absoluteUrlOrEmpty,
  /** Created, `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: dateTime,
  /** Published, `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  published_date: dateTime,
  /** `standard_post`, `video_youtube`, `video_other` or `video_upload` (CONTENT_TYPES); stored as text, so any text is passed on. */
  content_type: z.string(),
  /** The video URL (an absolute media URL for `video_upload`); "" for `standard_post`. */
  content_value: absoluteUrlOrEmpty,
  /** Sanitized HTML. */
  description: z.string(),
  user_id: rowIdOrZero,
  /** `YYYY-MM-DD`, or "" when the news never expires. */
  show_till: dayOrEmpty,
  /** NEWS_STATUS: 1 published, 0 waiting for approval, 2 rejected (the last two reach only their author). */
  status: z.number().int().min(0).max(2),
  /** total_views as text: the mobile app reads `counter` as a string. */
  counter: z.string().regex(/^\d+$/),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keyword: z.string(),
  /** The complete `<script type="application/ld+json">…</script>` element, or "" (clients insert it into the page head). */
  schema_markup: schemaMarkup,
  category: z.object({ id: rowId, category_name: z.string(), slug: z.string() }).strict(),
  category_name: z.string(),
  sub_category: z.object({ id: rowIdOrZero, subcategory_name: z.string(), slug: z.string() }).strict(),
  subcategory_name: z.string(),
  location: z.object({ id: rowIdOrZero, location_name: z.string(), latitude: z.number(), longitude: z.number() }).strict(),
  images: z.array(z.object({ id: rowId, news_id: rowId, other_image: absoluteUrlOrEmpty }).strict()),
  tag: z.array(z.object({ id: rowId, tag_name: z.string(), slug: z.string() }).strict()),
  /** Comma list of tag names ("" when none). */
  tag_name: z.string(),
  /** The caller's reaction: 1/0 each; 0 without a token. */
  like: zeroOrOneNumber,
  dislike: zeroOrOneNumber,
  /** 1 when the caller bookmarked it; 0 without a token. */
  bookmark: zeroOrOneNumber,
  total_like: count,
  total_dislike: count,
  total_bookmark: count,
  total_views: count,
  total_comment: count,
};

/** A realistic item for the API reference (also inside the featured section example). */
export const NEWS_ITEM_EXAMPLE = {
  id: 42,
  language_id: 1,
  category_id: 3,
  subcategory_id: 0,
  tag_id: '12,15',
  location_id: 0,
  title: 'Harbour reopens after the storm',
  slug: 'harbour-reopens-after-the-storm',
  image: 'https://news.example.com/media/news/harbour.webp',
  date: '2024-03-02 09:15:00',
  published_date: '2024-03-02 09:30:00',
  content_type: 'standard_post',
  content_value: '',
  description: '<p>The harbour opened again on Saturday morning.</p>',
  user_id: 0,
  show_till: '',
  status: 1,
  counter: '128',
  meta_title: 'Harbour reopens after the storm',
  meta_description: 'The harbour opened again on Saturday morning.',
  meta_keyword: 'harbour, storm',
  schema_markup: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Harbour reopens after the storm"}</script>',
  category: { id: 3, category_name: 'Politics', slug: 'politics' },
  category_name: 'Politics',
  sub_category: { id: 0, subcategory_name: '', slug: '' },
  subcategory_name: '',
  location: { id: 0, location_name: '', latitude: 0, longitude: 0 },
  images: [{ id: 5, news_id: 42, other_image: 'https://news.example.com/media/news/harbour-2.webp' }],
  tag: [
    { id: 12, tag_name: 'Harbour', slug: 'harbour' },
    { id: 15, tag_name: 'Weather', slug: 'weather' },
  ],
  tag_name: 'Harbour,Weather',
  like: 0,
  dislike: 0,
  bookmark: 0,
  total_like: 4,
  total_dislike: 0,
  total_bookmark: 2,
  total_views: 128,
  total_comment: 3,
};

export const newsItem = z.object(newsItemFields).strict().meta({ id: 'NewsItem', example: NEWS_ITEM_EXAMPLE });
export type NewsItem = z.infer<typeof newsItem>;

/** A news item of get_like: also `news_id` (= its `id`), which clients read to undo the like. */
export const likedNewsItem = z
  .object({ ...newsItemFields, news_id: rowId })
  .strict()
  .meta({ id: 'LikedNewsItem', example: { ...NEWS_ITEM_EXAMPLE, like: 1, total_like: 5, news_id: 42 } });
export type LikedNewsItem = z.infer<typeof likedNewsItem>;

/** A news item of get_bookmark: also `news_id` (= its `id`); clients remove a bookmark with `element.news_id`. */
export const bookmarkedNewsItem = z
  .object({ ...newsItemFields, news_id: rowId })
  .strict()
  .meta({ id: 'BookmarkedNewsItem', example: { ...NEWS_ITEM_EXAMPLE, bookmark: 1, news_id: 42 } });
export type BookmarkedNewsItem = z.infer<typeof bookmarkedNewsItem>;

/** set_like_dislike: the caller's reaction (1/0 each) and the news item's totals. */
export const likeDislikeResult = z
  .object({ like: zeroOrOneNumber, dislike: zeroOrOneNumber, total_like: count, total_dislike: count })
  .strict()
  .meta({ id: 'LikeDislikeResult', example: { like: 1, dislike: 0, total_like: 5, total_dislike: 0 } });
export type LikeDislikeResult = z.infer<typeof likeDislikeResult>;

export const newsViewResult = z
  .object({
    news_id: rowId,
    total_views: count,
    /** 1 when this call counted a new view, 0 when the viewer had already been counted. */
    counted: zeroOrOneNumber,
  })
  .strict()
  .meta({ id: 'NewsViewResult', example: { news_id: 42, total_views: 129, counted: 1 } });
export type NewsViewResult = z.infer<typeof newsViewResult>;

export const bookmarkResult = z
  .object({ news_id: rowId, bookmark: zeroOrOneNumber, total_bookmark: count })
  .strict()
  .meta({ id: 'BookmarkResult', example: { news_id: 42, bookmark: 1, total_bookmark: 3 } });
export type BookmarkResult = z.infer<typeof bookmarkResult>;
