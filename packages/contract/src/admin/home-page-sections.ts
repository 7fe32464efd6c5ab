import { z } from 'zod';
import { FEATURED_FILTER_TYPES, FEATURED_NEWS_TYPES } from '../featured-sections';
import { slug } from '../params';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/** The six layouts the reader site and the app draw a section in. */
export const SECTION_STYLES = ['style_1', 'style_2', 'style_3', 'style_4', 'style_5', 'style_6'] as const;
/** What a `videos` section shows: video stories or video breaking news. */
export const VIDEOS_TYPES = ['news', 'breaking_news'] as const;

const rowIds = (most: number) => z.array(z.number().int().min(1).max(2_147_483_647)).max(most);

/** A featured section as the console lists and edits it: id lists as arrays, not the stored comma text. */
export const featuredSectionRecord = z
  .object({
    id: z.number().int().positive(),
    language_id: z.number().int().positive(),
    title: z.string(),
    slug: z.string(),
    short_description: z.string(),
    news_type: z.enum(FEATURED_NEWS_TYPES),
    videos_type: z.enum(['', ...VIDEOS_TYPES]),
    filter_type: z.enum(FEATURED_FILTER_TYPES),
    category_ids: z.array(z.number().int()),
    subcategory_ids: z.array(z.number().int()),
    news_ids: z.array(z.number().int()),
    style_web: z.string(),
    style_app: z.string(),
    row_order: z.number().int(),
    is_based_on_user_choice: z.boolean(),
    active: z.boolean(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** How many ads are placed after it: deleting the section deletes them too. */
    ads: z.number().int().nonnegative(),
    created_at: isoTime(),
  })
  .strict();
export type FeaturedSectionRecord = z.infer<typeof featuredSectionRecord>;

/** What decides a section's items: the preview takes these alone. */
const settingsShape = {
  language_id: z.number().int().min(1).max(2_147_483_647),
  news_type: z.enum(FEATURED_NEWS_TYPES),
  videos_type: z.enum(['', ...VIDEOS_TYPES]).default(''),
  filter_type: z.enum(FEATURED_FILTER_TYPES),
  category_ids: rowIds(50).default([]),
  subcategory_ids: rowIds(50).default([]),
  news_ids: rowIds(100).default([]),
  is_based_on_user_choice: z.boolean().default(false),
};

/** A videos section names its kind of video; a custom section lists its stories. */
function settingsRules(settings: { news_type: string; videos_type: string; filter_type: string; news_ids: number[] }, ctx: z.RefinementCtx) {
  if (settings.news_type === 'videos' && settings.videos_type === '') ctx.addIssue({ code: 'custom', path: ['videos_type'], message: 'Choose which videos the section shows' });
  if (settings.filter_type === 'custom' && settings.news_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['news_ids'], message: 'Pick at least one story for a custom section' });
}

export const featuredSectionSettings = z.object(settingsShape).strict().superRefine(settingsRules);

const text = (most: number) => z.string().trim().max(most).default('');

/** Creating or saving a section; an empty slug is made from the title. */
export const featuredSectionBody = z
  .object({
    ...settingsShape,
    title: z.string().trim().min(1).max(200),
    slug: z.union([z.literal(''), slug()]).default(''),
    short_description: text(500),
    style_web: z.enum(SECTION_STYLES).default('style_1'),
    /** "" shows the web style in the app too. */
    style_app: z.enum(['', ...SECTION_STYLES]).default(''),
    active: z.boolean().default(true),
    meta_title: text(200),
    meta_description: text(500),
    meta_keyword: text(500),
  })
  .strict()
  .superRefine(settingsRules);

export const featuredSectionListQuery = listQuery(['row_order', 'id', 'title', 'created_at'], z.object({
  language_id: z.number().int().positive().optional(),
  q: z.string().max(100).optional(),
  active: z.boolean().optional(),
  id: rowIds(100).optional(),
}).strict());

/** `POST featured-sections/order`: the language's sections, first shown first. */
export const featuredSectionOrderBody = z.object({ language_id: z.number().int().positive(), ids: rowIds(500).min(1) }).strict();

/** `GET featured-sections/preview?section=<settings as JSON>`: a read, so it changes and records nothing. */
export const featuredSectionPreviewQuery = z
  .object({
    section: z
      .string()
      .max(4000)
      .transform((value, ctx) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
          return z.NEVER;
        }
      })
      .pipe(featuredSectionSettings),
  })
  .strict();

/** The first items readers would see for the settings, with how many match in all. */
export const featuredSectionPreview = z
  .object({
    total: z.number().int().nonnegative(),
    items: z.array(z.object({ id: z.number().int(), kind: z.enum(['news', 'breaking_news']), title: z.string(), image: z.string(), date: z.string() }).strict()),
  })
  .strict();

/** A story or a category to pick for a section, by its title. */
export const sectionChoice = z.object({ id: z.number().int(), language_id: z.number().int(), name: z.string() }).strict();
export const sectionChoiceQuery = listQuery(['id'], z.object({
  language_id: z.number().int().positive().optional(),
  q: z.string().max(100).optional(),
  id: rowIds(100).optional(),
}).strict());
