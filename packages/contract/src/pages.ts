import { z } from 'zod';
import { emptyObject } from './envelope';
import { absoluteUrlOrEmpty, rowId, rowIdOrZero, schemaMarkup, zeroOrOneNumber } from './json';
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

export const page = z
  .object({
    id: rowId,
    language_id: rowId,
    title: z.string(),
    /** One of PAGE_TYPES; stored as text, so any text is passed on. */
    page_type: z.string(),
    slug: z.string(),
    /** Sanitized HTML. */
    page_content: z.string(),
    page_icon: absoluteUrlOrEmpty,
    og_image: absoluteUrlOrEmpty,
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** 1 or 0, derived from `page_type` (older clients pick the legal pages by these). */
    is_custom: zeroOrOneNumber,
    is_termspolicy: zeroOrOneNumber,
    is_privacypolicy: zeroOrOneNumber,
  })
  .strict()
  .meta({
    id: 'Page',
    example: {
      id: 2,
      language_id: 1,
      title: 'About us',
      page_type: 'about-us',
      slug: 'about-us',
      page_content: '<p>A newsroom of twelve, on the harbour since 1921.</p>',
      page_icon: 'https://news.example.com/media/pages/about.webp',
      og_image: '',
      meta_title: 'About us',
      meta_description: 'Who we are.',
      meta_keyword: '',
      is_custom: 0,
      is_termspolicy: 0,
      is_privacypolicy: 0,
    },
  });
export type Page = z.infer<typeof page>;

/**
 * One legal page as get_policy_pages answers it, beside `data` at the top of the envelope. A
 * language without that page (or with it unpublished) gets `{id: 0, title: "", page_content: ""}`.
 */
export const policyPage = z
  .object({
    id: rowIdOrZero,
    title: z.string(),
    /** Sanitized HTML. */
    page_content: z.string(),
  })
  .strict()
  .meta({ id: 'PolicyPage', example: { id: 5, title: 'Privacy policy', page_content: '<p>What we keep, and why.</p>' } });
export type PolicyPage = z.infer<typeof policyPage>;

export const seoPage = z
  .object({
    id: rowId,
    language_id: rowId,
    /** One of SEO_PAGE_TYPES. */
    page_type: z.string(),
    og_image: absoluteUrlOrEmpty,
    /** The same URL as `og_image`, the name existing clients read. */
    image: absoluteUrlOrEmpty,
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** The complete `<script type="application/ld+json">…</script>` element, or "". */
    schema_markup: schemaMarkup,
  })
  .strict()
  .meta({
    id: 'SeoPage',
    example: {
      id: 1,
      language_id: 1,
      page_type: 'home',
      og_image: 'https://news.example.com/media/seo/home.webp',
      image: 'https://news.example.com/media/seo/home.webp',
      meta_title: 'The Daily Harbour',
      meta_description: 'Local news from the harbour town.',
      meta_keyword: 'news, harbour',
      schema_markup: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"The Daily Harbour"}</script>',
    },
  });
export type SeoPage = z.infer<typeof seoPage>;

export const getPagesData = z.array(page);
/** A list: the one screen's fields (no row: "No Data Found"). */
export const getWebSeoPagesData = z.array(seoPage);
/** `data` is empty; the mobile app reads the two pages beside it, at the top of the envelope. */
export const getPolicyPagesData = emptyObject;
export const getPolicyPagesExtra = z.object({ privacy_policy: policyPage, terms_policy: policyPage }).strict();
