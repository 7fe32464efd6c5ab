import { z } from 'zod';
import { sectionAdSpace } from './ads';
import { breakingNewsItem } from './breaking-news';
import { absoluteUrlOrEmpty, count, rowId, zeroOrOneNumber } from './json';
import { NEWS_ITEM_EXAMPLE, newsItem } from './news-item';
import { decimal, idOrSlug, languageId, pagingAllByDefault, readParams, slug } from './params';

export const FEATURED_NEWS_TYPES = ['news', 'breaking_news', 'videos', 'user_choice'] as const;
export const FEATURED_FILTER_TYPES = ['most_commented', 'recently_added', 'most_viewed', 'most_favorite', 'most_like', 'custom'] as const;
export type FeaturedFilterType = (typeof FEATURED_FILTER_TYPES)[number];

/** Coordinates narrow the news to nearby stories; a lone latitude or longitude is refused. */
const coordinates = {
  latitude: decimal(-90, 90).optional(),
  longitude: decimal(-180, 180).optional(),
};

function bothCoordinatesOrNeither(params: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx): void {
  if ((params.latitude === undefined) === (params.longitude === undefined)) return;
  const missing = params.latitude === undefined ? 'latitude' : 'longitude';
  ctx.addIssue({ code: 'custom', path: [missing], message: 'must be sent together with the other coordinate' });
}

/**
 * get_featured_sections_website (alias get_featured_sections): `offset`/`limit` page the sections;
 * `section_id` (an id or a slug) or `slug` asks for one section.
 */
export const getFeaturedSectionsParams = readParams({
  ...languageId,
  ...pagingAllByDefault,
  section_id: idOrSlug().optional(),
  slug: slug().optional(),
  ...coordinates,
}).superRefine(bothCoordinatesOrNeither);
export type GetFeaturedSectionsParams = z.output<typeof getFeaturedSectionsParams>;

/**
 * get_featured_section_by_id: one section named by `section_id` (id or slug) or `slug`;
 * `offset`/`limit` page its items (without `limit`, all of them up to a cap). It answers a list
 * holding that one section: clients read `data[0]`.
 */
export const getFeaturedSectionByIdParams = readParams({
  ...languageId,
  ...pagingAllByDefault,
  section_id: idOrSlug().optional(),
  slug: slug().optional(),
  ...coordinates,
}).superRefine((params, ctx) => {
  if (params.section_id === undefined && params.slug === undefined) {
    ctx.addIssue({ code: 'custom', path: ['section_id'], message: 'or slug is required' });
  }
  bothCoordinatesOrNeither(params, ctx);
});
export type GetFeaturedSectionByIdParams = z.output<typeof getFeaturedSectionByIdParams>;

/** The section's settings as the admin console stores them (comma lists stay strings, as stored). */
const featuredSectionFieldsShape = {
  id: rowId,
  language_id: rowId,
  title: z.string(),
  slug: z.string(),
  short_description: z.string(),
  /** `news`, `breaking_news`, `videos` or `user_choice`. */
  news_type: z.string(),
  /** For `videos` sections: `news` (video news) or `breaking_news` (video breaking news). */
  videos_type: z.string(),
  /** `most_commented, recently_added, most_viewed, most_favorite, most_like, custom`. */
  filter_type: z.string(),
  /** Comma lists of ids as the editors stored them ("" when none). */
  category_ids: z.string(),
  subcategory_ids: z.string(),
  news_ids: z.string(),
  /** `style_1` … `style_6`: the web layout. */
  style_web: z.string(),
  /** `style_1` … `style_6`: the layout in the mobile app, chosen apart from the web's; the web style unless set. */
  style_app: z.string(),
  row_order: z.number().int(),
  /** 1 when the reader's preferred categories choose the news. */
  is_based_on_user_choice: zeroOrOneNumber,
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keyword: z.string(),
  /** Absolute URL, or "". */
  og_image: absoluteUrlOrEmpty,
  /** The ad placed after this section; the key is left out when there is none (the mobile app fails on null). */
  ad_spaces: sectionAdSpace.optional(),
};

export const featuredSectionFields = z.object(featuredSectionFieldsShape).strict();
export type FeaturedSectionFields = z.infer<typeof featuredSectionFields>;

const FEATURED_SECTION_EXAMPLE = {
  id: 2,
  language_id: 1,
  title: 'Top stories',
  slug: 'top-stories',
  short_description: 'What the town is reading',
  news_type: 'news',
  videos_type: '',
  filter_type: 'most_viewed',
  category_ids: '',
  subcategory_ids: '',
  news_ids: '',
  style_web: 'style_1',
  style_app: 'style_1',
  row_order: 1,
  is_based_on_user_choice: 0,
  meta_title: '',
  meta_description: '',
  meta_keyword: '',
  og_image: '',
  ad_spaces: {
    id: 6,
    ad_space: 'featured_section',
    ad_image: 'https://news.example.com/media/ads/ferry-app.webp',
    web_ad_image: 'https://news.example.com/media/ads/ferry-web.webp',
    ad_url: 'https://ferries.example.com/',
    ad_featured_section_id: 2,
  },
  news: [NEWS_ITEM_EXAMPLE],
  news_total: 24,
};

/**
 * A featured section with its items under the key its `news_type` names, and the count of all
 * matching items beside it: `news`/`news_total` (news and user_choice), `breaking_news`/
 * `breaking_news_total`, or `videos`/`videos_total` (video news or video breaking news, as
 * `videos_type` says). A union, as the key of the items depends on the section.
 */
export const featuredSection = z
  .union([
    z.object({ ...featuredSectionFieldsShape, news: z.array(newsItem), news_total: count }).strict(),
    z.object({ ...featuredSectionFieldsShape, breaking_news: z.array(breakingNewsItem), breaking_news_total: count }).strict(),
    z.object({ ...featuredSectionFieldsShape, videos: z.array(z.union([newsItem, breakingNewsItem])), videos_total: count }).strict(),
  ])
  .meta({ id: 'FeaturedSection', example: FEATURED_SECTION_EXAMPLE });
export type FeaturedSection = z.infer<typeof featuredSection>;

// Both endpoints answer lists (the alias get_featured_sections is the same endpoint).
export const getFeaturedSectionsData = z.array(featuredSection);
/** The one section in a list (clients read `data[0]`); an unknown section is a 404, never an empty list. */
export const getFeaturedSectionByIdData = z.array(featuredSection).length(1);
