// The shape of the per-language demo texts. Every language provides the same structure, so the
// seed code can build parallel content for each of them.

export const CATEGORY_KEYS = ['politics', 'world', 'business', 'technology', 'sports', 'health', 'culture', 'science'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Real cities; their coordinates live in taxonomy.ts. */
export const CITY_KEYS = ['paris', 'london', 'new-york', 'cairo', 'dubai', 'tokyo', 'berlin', 'montreal', 'casablanca', 'beirut'] as const;
export type CityKey = (typeof CITY_KEYS)[number];

export interface CategoryText {
  name: string;
  slug: string;
  description: string;
  /** [name, slug] pairs. */
  subs: [string, string][];
}

export interface NewsTexts {
  categories: Record<CategoryKey, CategoryText>;
  /** [name, slug] pairs. */
  tags: [string, string][];
  cities: Record<CityKey, string>;
  /** Headlines per category; `{city}` is replaced by a city name. */
  headlines: Record<CategoryKey, string[]>;
  /** Opening paragraph of each headline (same index as `headlines`; `{city}`, `{n}` = 3..95). */
  leads: Record<CategoryKey, string[]>;
  /** Body paragraphs that fit any story (`{city}`, `{n}`). */
  paragraphs: string[];
  subheads: string[];
  quotes: string[];
  bullets: string[];
  /** Text of the closing link to a source. */
  sourceLink: string;
}

export const PAGE_TYPES = ['about-us', 'contact-us', 'privacy-policy', 'terms-condition', 'custom'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const SEO_PAGE_TYPES = [
  'home', 'all_categories', 'all_breaking_news', 'live_streaming_news', 'view_all', 'more_pages',
  'news_notifications', 'personal_notifications', 'video_news',
] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

export const FEATURED_KEYS = ['top', 'breaking', 'videos', 'picks', 'discussed', 'mostRead', 'favourites', 'liked', 'forYou'] as const;
export type FeaturedKey = (typeof FEATURED_KEYS)[number];

export interface TitledText {
  title: string;
  description: string;
}

export interface SiteTexts {
  siteName: string;
  tagline: string;
  /** Six breaking news items. */
  breaking: TitledText[];
  /** Two live streams (the first on YouTube, the second HLS). */
  live: TitledText[];
  pages: Record<PageType, { title: string; slug: string; html: string }>;
  seo: Record<SeoPageType, TitledText & { keywords: string }>;
  featured: Record<FeaturedKey, TitledText & { slug: string }>;
  /** General announcements not tied to a news item. */
  announcements: TitledText[];
  /** Title of a category notification; `{category}` is the category name. */
  categoryAlert: string;
  comments: string[];
  replies: string[];
  flags: string[];
  /** `{name}` is the sender's name. */
  replyNotice: string;
  likeNotice: string;
}
