import { languageId, oneOf, pagingAllByDefault, readParams, slug } from './params';

export const PAGE_TYPES = ['about-us', 'contact-us', 'privacy-policy', 'terms-condition', 'custom'] as const;
export const SEO_PAGE_TYPES = [
  'home',
  'all_categories',
  'all_breaking_news',
  'live_streaming_news',
  'view_all',
  'more_pages',
  'news_notifications',
  'personal_notifications',
  'video_news',
] as const;

export const getPagesParams = readParams({ ...languageId, ...pagingAllByDefault, slug: slug().optional() });
export const getWebSeoPagesParams = readParams({ ...languageId, type: oneOf(SEO_PAGE_TYPES) });
export const getPolicyPagesParams = readParams({ ...languageId });

export interface Page {
  id: number;
  language_id: number;
  title: string;
  page_type: (typeof PAGE_TYPES)[number] | string;
  slug: string;
  /** Sanitized HTML. */
  page_content: string;
  page_icon: string;
  og_image: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  /** 1 or 0, derived from `page_type`. */
  is_custom: number;
  is_termspolicy: number;
  is_privacypolicy: number;
}

/**
 * One legal page as get_policy_pages answers it, beside `data` at the top of the envelope. A
 * language without that page (or with it unpublished) gets `{id: 0, title: "", page_content: ""}`.
 */
export interface PolicyPage {
  id: number;
  title: string;
  /** Sanitized HTML. */
  page_content: string;
}

export interface SeoPage {
  id: number;
  language_id: number;
  page_type: (typeof SEO_PAGE_TYPES)[number] | string;
  og_image: string;
  /** The same URL as `og_image`, the name existing clients read. */
  image: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
  /** The complete `<script type="application/ld+json">…</script>` element, or "". */
  schema_markup: string;
}
