import { z } from 'zod';
import { decimal, id, idList, idOrSlug, int, languageId, oneOf, paging, slug, text } from './params';

export const CONTENT_TYPES = ['standard_post', 'video_youtube', 'video_other', 'video_upload'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The most extra images one news item may carry. */
export const MAX_NEWS_IMAGES = 10;

/** `get_user_news=1` lists the caller's own news; `0` (or absent) is the readers' listing. */
const flag = () => oneOf(['0', '1'] as const).transform((value) => value === '1');

export const getNewsParams = z
  .object({
    language_id: id(),
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
  })
  .superRefine((params, ctx) => {
    if (params.search !== undefined && params.search.length > 0 && params.search.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'must be at least 2 characters' });
    }
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

/** An empty form field means "not sent" (use the default, keep the current value). */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** An optional relation id where an empty field or `0` means "none". */
const optionalRelation = () => z.preprocess((value) => (value === '' ? 0 : value), int({ max: 2_147_483_647 }).optional());

/**
 * set_news: on create (`action_type` 1) absent fields take their defaults; on edit (2) absent
 * fields keep their current value while an empty one clears it (tags, subcategory, location,
 * show_till, meta fields, description).
 */
export const setNewsParams = z
  .object({
    action_type: oneOf(['1', '2'] as const).transform((value) => Number(value) as 1 | 2),
    news_id: unlessEmpty(idOrSlug()),
    language_id: unlessEmpty(id()),
    category_id: id().optional(),
    subcategory_id: optionalRelation(),
    tag_id: idList({ max: 20, allowZero: true }).optional(),
    location_id: optionalRelation(),
    title: text(200, 1).optional(),
    slug: unlessEmpty(slug()),
    content_type: oneOf(CONTENT_TYPES).optional(),
    content_data: text(2000).optional(),
    description: z.string().max(100_000, 'must be at most 100000 characters').optional(),
    meta_title: text(200).optional(),
    meta_description: text(500).optional(),
    meta_keyword: text(500).optional(),
    show_till: z.preprocess((value) => (value === '' ? null : value), day().nullable().optional()),
  })
  .superRefine((params, ctx) => {
    if (params.action_type === 2 && params.news_id === undefined) ctx.addIssue({ code: 'custom', path: ['news_id'], message: 'is required' });
    if (params.action_type === 1) {
      for (const field of ['category_id', 'title', 'content_type'] as const) {
        if (params[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
      }
    }
  });
export type SetNewsParams = z.output<typeof setNewsParams>;

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

export const getBookmarkParams = z.object({ ...languageId, ...paging });

/**
 * A news item as every list shows it (get_news, get_bookmark, featured sections).
 * Absent relations keep their shape so clients can read nested names without null checks:
 * no subcategory is `subcategory_id: 0` and `sub_category: {id: 0, subcategory_name: "", slug: ""}`,
 * no location is `location_id: 0` and `location: {id: 0, location_name: "", latitude: 0, longitude: 0}`,
 * newsroom news (no author) has `user_id: 0`, no expiry is `show_till: ""`.
 */
export interface NewsItem {
  id: number;
  language_id: number;
  category_id: number;
  subcategory_id: number;
  /** Comma list of tag ids, e.g. "1,2" ("" when none). */
  tag_id: string;
  location_id: number;
  title: string;
  slug: string;
  image: string;
  /** Created, `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  date: string;
  /** Published, `YYYY-MM-DD HH:MM:SS` in the site's time zone. */
  published_date: string;
  content_type: ContentType | string;
  /** The video URL (an absolute media URL for `video_upload`); "" for `standard_post`. */
  content_value: string;
  /** Sanitized HTML. */
  description: string;
  user_id: number;
  /** `YYYY-MM-DD`, or "" when the news never expires. */
  show_till: string;
  /** 1 approved, 0 waiting for review. */
  status: number;
  /** Same as total_views (older clients read `counter`). */
  counter: number;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  schema_markup: string;
  category: { id: number; category_name: string; slug: string };
  category_name: string;
  sub_category: { id: number; subcategory_name: string; slug: string };
  subcategory_name: string;
  location: { id: number; location_name: string; latitude: number; longitude: number };
  images: { id: number; news_id: number; other_image: string }[];
  tag: { id: number; tag_name: string; slug: string }[];
  /** Comma list of tag names ("" when none). */
  tag_name: string;
  /** The caller's reaction: 1/0 each; 0 without a token. */
  like: number;
  dislike: number;
  /** 1 when the caller bookmarked it; 0 without a token. */
  bookmark: number;
  total_like: number;
  total_dislike: number;
  total_bookmark: number;
  total_views: number;
  total_comment: number;
}

export interface LikeDislikeResult {
  like: number;
  dislike: number;
  total_like: number;
  total_dislike: number;
}

export interface NewsViewResult {
  news_id: number;
  total_views: number;
  /** 1 when this call counted a new view, 0 when the viewer had already been counted. */
  counted: number;
}

export interface BookmarkResult {
  news_id: number;
  bookmark: number;
  total_bookmark: number;
}
