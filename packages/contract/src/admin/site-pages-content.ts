import { z } from 'zod';
import { PAGE_TYPES, SEO_PAGE_TYPES } from '../pages';
import { slug, textWithoutTags } from '../params';
import { listQuery } from './list-query';

const rowId = z.number().int().positive();

/** The search fields every page and SEO page carries (the public API's limits). */
const seoFields = {
  meta_title: textWithoutTags(200),
  meta_description: textWithoutTags(500),
  meta_keyword: textWithoutTags(500),
};

/** A content page (about, contact, the legal pages, custom ones) as the console edits it. */
export const pageRecord = z
  .object({
    id: rowId,
    language_id: rowId,
    page_type: z.string(),
    title: z.string(),
    slug: z.string(),
    /** Sanitized HTML, as readers get it. */
    page_content: z.string(),
    page_icon: z.string(),
    og_image: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    active: z.boolean(),
  })
  .strict();
export type PageRecord = z.infer<typeof pageRecord>;

/** Files: `page_icon` and `og_image` (the share image), as multipart parts. */
const pageFields = {
  page_type: z.enum(PAGE_TYPES),
  title: textWithoutTags(200, 1),
  slug: slug(),
  /** HTML from the editor; the server keeps only the tags readers may get (`sanitizePageHtml`). */
  page_content: z.string().max(200_000, 'must be at most 200000 characters'),
  active: z.boolean(),
  ...seoFields,
};

export const pageCreateBody = z
  .object({
    language_id: rowId,
    ...pageFields,
    page_content: pageFields.page_content.default(''),
    active: pageFields.active.default(true),
    meta_title: seoFields.meta_title.default(''),
    meta_description: seoFields.meta_description.default(''),
    meta_keyword: seoFields.meta_keyword.default(''),
  })
  .strict();

export const pageUpdateBody = z.object(pageFields).partial().strict();

export const PAGE_FILES = ['page_icon', 'og_image'] as const;

export const pageListQuery = listQuery(['id', 'title', 'page_type'], z.object({
  q: z.string().max(100).optional(),
  language_id: rowId.optional(),
  page_type: z.enum(PAGE_TYPES).optional(),
  active: z.boolean().optional(),
  id: z.array(rowId).max(100).optional(),
}).strict());

/** The search fields of one of the site's fixed screens (home, all categories...) in a language. */
export const seoPageRecord = z
  .object({
    id: rowId,
    language_id: rowId,
    page_type: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** JSON-LD as stored (the public API answers it wrapped in its script element). */
    schema_markup: z.string(),
    og_image: z.string(),
  })
  .strict();
export type SeoPageRecord = z.infer<typeof seoPageRecord>;

const seoPageFields = { ...seoFields, schema_markup: z.string().trim().max(20_000, 'must be at most 20000 characters') };

/** A screen of a language has one SEO page: creating a second of the same type is 409. */
export const seoPageCreateBody = z
  .object({
    language_id: rowId,
    page_type: z.enum(SEO_PAGE_TYPES),
    meta_title: seoPageFields.meta_title.default(''),
    meta_description: seoPageFields.meta_description.default(''),
    meta_keyword: seoPageFields.meta_keyword.default(''),
    schema_markup: seoPageFields.schema_markup.default(''),
  })
  .strict();

export const seoPageUpdateBody = z.object(seoPageFields).partial().strict();

export const seoPageListQuery = listQuery(['page_type', 'id'], z.object({
  language_id: rowId.optional(),
  page_type: z.enum(SEO_PAGE_TYPES).optional(),
  id: z.array(rowId).max(100).optional(),
}).strict());
