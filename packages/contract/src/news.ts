import { z } from 'zod';
import { emptyList } from './envelope';
import { bookmarkResult, bookmarkedNewsItem, likeDislikeResult, likedNewsItem, newsItem, newsViewResult } from './news-item';
import { absentWhenEmpty, decimal, formParams, id, idList, idOrSlug, int, languageId, oneOf, paging, readParams, slug, text, textWithoutTags } from './params';

export const CONTENT_TYPES = ['standard_post', 'video_youtube', 'video_other', 'video_upload'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The most extra images one news item may carry. */
export const MAX_NEWS_IMAGES = 10;

/** `get_user_news=1` lists the caller's own news; `0` (or absent) is the readers' listing. */
const flag = () => oneOf(['0', '1'] as const).transform((value) => value === '1');

/**
 * The shortest text get_news searches for, in characters. Clients search on each keystroke, so a
 * shorter text is no error: it finds nothing, answered as the empty list.
 */
export const MIN_SEARCH_LENGTH = 2;

/** A text too short to search: it matches no news. */
export const tooShortToSearch = (search: string) => [...search.trim()].length < MIN_SEARCH_LENGTH;

export const getNewsParams = readParams({
  ...languageId,
  ...paging,
  id: idOrSlug().optional(),
  slug: slug().optional(),
  search: text(100).optional(),
  category_id: id().optional(),
  category_slug: slug().optional(),
  subcategory_id: id().optional(),
  subcategory_slug: slug().optional(),
  tag_id: idList({ max: 50 }).optional(),
  tag_slug: slug().optional(),
  latitude: decimal(-90, 90).optional(),
  longitude: decimal(-180, 180).optional(),
  get_user_news: flag().optional(),
}).superRefine((params, ctx) => {
  if ((params.latitude === undefined) !== (params.longitude === undefined)) {
    const missing = params.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'must be sent together with the other coordinate' });
  }
});
export type GetNewsParams = z.output<typeof getNewsParams>;

/** A date `YYYY-MM-DD` that exists in the calendar. */
const day = () =>
  z
    .string()
    .trim()
    .refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'must be a date YYYY-MM-DD');

/** An optional relation id where an empty field or `0` means "none". */
const optionalRelation = () => z.preprocess((value) => (value === '' ? 0 : value), int({ max: 2_147_483_647 }).optional());

/**
 * The rules of a story's own fields, written once: set_news and the console's story body
 * (`admin/news.ts`) validate the same text, limits and dates with these.
 */
export const newsFieldShape = {
  title: textWithoutTags(200, 1),
  slug: slug(),
  content_type: oneOf(CONTENT_TYPES),
  content_data: text(2000),
  description: z.string().max(100_000, 'must be at most 100000 characters'),
  meta_title: textWithoutTags(200),
  meta_description: textWithoutTags(500),
  meta_keyword: textWithoutTags(500),
  show_till: z.preprocess((value) => (value === '' ? null : value), day().nullable()),
};

/** The most tags one story carries. */
export const MAX_NEWS_TAGS = 20;

/**
 * set_news: on create (`action_type` 1) absent fields take their defaults; on edit (2) absent
 * fields keep their current value while an empty one clears it (tags, subcategory, location,
 * show_till, meta fields, description). A field sent as the text `"null"` is absent (form
 * clients send it for what the writer left unset); `news_id`, `language_id` and `slug` sent
 * empty are absent too (an empty one names nothing).
 */
export const setNewsParams = formParams({
  action_type: oneOf(['1', '2'] as const).transform((value) => Number(value) as 1 | 2),
  news_id: absentWhenEmpty(idOrSlug().optional()),
  ...languageId,
  category_id: id().optional(),
  subcategory_id: optionalRelation(),
  tag_id: idList({ max: MAX_NEWS_TAGS, allowZero: true }).optional(),
  location_id: optionalRelation(),
  title: newsFieldShape.title.optional(),
  slug: absentWhenEmpty(newsFieldShape.slug.optional()),
  content_type: newsFieldShape.content_type.optional(),
  content_data: newsFieldShape.content_data.optional(),
  description: newsFieldShape.description.optional(),
  meta_title: newsFieldShape.meta_title.optional(),
  meta_description: newsFieldShape.meta_description.optional(),
  meta_keyword: newsFieldShape.meta_keyword.optional(),
  show_till: newsFieldShape.show_till.optional(),
  gallery_order: idList({ max: MAX_NEWS_IMAGES }).optional(),
}).superRefine((params, ctx) => {
  if (params.action_type === 2 && params.news_id === undefined) ctx.addIssue({ code: 'custom', path: ['news_id'], message: 'is required' });
  if (params.action_type === 1 && params.gallery_order?.length) {
    ctx.addIssue({ code: 'custom', path: ['gallery_order'], message: 'orders saved images: only an edit has them' });
  }
  if (params.action_type === 1) {
    for (const field of ['category_id', 'title', 'content_type'] as const) {
      if (params[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
  }
});
export type SetNewsParams = z.output<typeof setNewsParams>;

/** upload_news_image: one image for a story's text, sent as the file `image`. */
export const uploadNewsImageParams = z.object({});

export const deleteNewsParams = z.object({ id: idOrSlug() });
export const deleteNewsImageParams = z.object({ id: id() });
export const setNewsViewParams = z.object({ news_id: idOrSlug() });

export const setLikeDislikeParams = z.object({
  news_id: idOrSlug(),
  status: oneOf(['0', '1', '2'] as const).transform((value) => Number(value) as 0 | 1 | 2),
});

export const setBookmarkParams = z.object({
  news_id: idOrSlug(),
  status: oneOf(['0', '1'] as const).transform((value) => Number(value) as 0 | 1),
});

export const getBookmarkParams = readParams({ ...languageId, ...paging });

/** get_like: the news the caller liked, in a language, paged. */
export const getLikeParams = readParams({ ...languageId, ...paging });

/** The content types of a video story, the ones get_videos lists. */
export const VIDEO_CONTENT_TYPES = ['video_youtube', 'video_other', 'video_upload'] as const satisfies readonly ContentType[];

/** get_videos: `latitude`/`longitude` narrow to nearby news as in get_news, so both or neither. */
export const getVideosParams = readParams({
  ...languageId,
  ...paging,
  latitude: decimal(-90, 90).optional(),
  longitude: decimal(-180, 180).optional(),
}).superRefine((params, ctx) => {
  if ((params.latitude === undefined) !== (params.longitude === undefined)) {
    const missing = params.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'must be sent together with the other coordinate' });
  }
});
export type GetVideosParams = z.output<typeof getVideosParams>;

/**
 * check_slug_availability: would set_news accept this slug? Slugs are unique across languages,
 * so `language_id` only has to name a language. `news_id` (an id or a slug) names the caller's
 * own story being edited, whose current slug is then available to it, as set_news's edit allows.
 */
export const checkSlugAvailabilityParams = readParams({
  slug: slug(),
  ...languageId,
  news_id: idOrSlug().optional(),
});

export { NEWS_STATUS, bookmarkResult, bookmarkedNewsItem, likeDislikeResult, likedNewsItem, newsItem, newsViewResult } from './news-item';
export type { BookmarkResult, BookmarkedNewsItem, LikeDislikeResult, LikedNewsItem, NewsItem, NewsStatus, NewsViewResult } from './news-item';

// The `data` of each endpoint, named after its parameters.
export const getNewsData = z.array(newsItem);
/** The saved news item as readers will see it (an untrusted writer's news waits for approval: `status` 0). */
export const setNewsData = newsItem;
export const deleteNewsData = emptyList;
export const deleteNewsImageData = emptyList;
/**
 * An image stored for a story's text: `src` is what the text keeps (a path on the site, so it
 * survives a change of the site's address), `image` the absolute address to show it now.
 */
export const uploadNewsImageData = z.object({ src: z.string(), image: z.string() }).strict();
export const setNewsViewData = newsViewResult;
export const getVideosData = z.array(newsItem);
/** The slug asked about, when it is available (a taken one is a 409). */
export const checkSlugAvailabilityData = z.object({ slug: z.string() }).strict();
export const setLikeDislikeData = likeDislikeResult;
export const getLikeData = z.array(likedNewsItem);
export const setBookmarkData = bookmarkResult;
export const getBookmarkData = z.array(bookmarkedNewsItem);
