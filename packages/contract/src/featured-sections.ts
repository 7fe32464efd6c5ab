import type { z } from 'zod';
import type { SectionAdSpace } from './ads';
import type { BreakingNewsItem } from './breaking-news';
import type { NewsItem } from './news';
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

/** The section's settings as the admin console stores them (comma lists stay strings). */
export interface FeaturedSectionFields {
  id: number;
  language_id: number;
  title: string;
  slug: string;
  short_description: string;
  /** `news`, `breaking_news`, `videos` or `user_choice`. */
  news_type: string;
  /** For `videos` sections: `news` (video news) or `breaking_news` (video breaking news). */
  videos_type: string;
  /** `most_commented, recently_added, most_viewed, most_favorite, most_like, custom`. */
  filter_type: string;
  /** Comma lists of ids ("" when none). */
  category_ids: string;
  subcategory_ids: string;
  news_ids: string;
  /** `style_1` … `style_6`: the web layout. */
  style_web: string;
  /** `style_1` … `style_6`: the layout in the mobile app, chosen apart from the web's; the web style unless set. */
  style_app: string;
  row_order: number;
  /** 1 when the reader's preferred categories choose the news. */
  is_based_on_user_choice: number;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  /** Absolute URL, or "". */
  og_image: string;
  /** The ad placed after this section; the key is left out when there is none (the mobile app fails on null). */
  ad_spaces?: SectionAdSpace;
}

/**
 * A featured section with its items under the key its `news_type` names, and the count of all
 * matching items beside it: `news`/`news_total` (news and user_choice), `breaking_news`/
 * `breaking_news_total`, or `videos`/`videos_total` (video news or video breaking news).
 */
export type FeaturedSection = FeaturedSectionFields &
  (
    | { news: NewsItem[]; news_total: number }
    | { breaking_news: BreakingNewsItem[]; breaking_news_total: number }
    | { videos: (NewsItem | BreakingNewsItem)[]; videos_total: number }
  );
