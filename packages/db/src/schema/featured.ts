import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from './languages';
import { seoColumns } from './taxonomy';

export const featuredSections = pgTable(
  'featured_sections',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    /** `news`, `breaking_news`, `videos` or `user_choice`. */
    newsType: text('news_type').notNull(),
    /** For `videos` sections: `news` (video news) or `breaking_news` (video breaking news). */
    videosType: text('videos_type').notNull().default(''),
    /** `most_commented, recently_added, most_viewed, most_favorite, most_like, custom`. */
    filterType: text('filter_type').notNull(),
    /** Comma lists of ids narrowing the section. */
    categoryIds: text('category_ids').notNull().default(''),
    subcategoryIds: text('subcategory_ids').notNull().default(''),
    newsIds: text('news_ids').notNull().default(''),
    styleWeb: text('style_web').notNull().default('style_1'),
    /** The layout in the mobile app (`style_1` … `style_6`); "" follows the web style. */
    styleApp: text('style_app').notNull().default(''),
    rowOrder: integer('row_order').notNull().default(0),
    isBasedOnUserChoice: integer('is_based_on_user_choice').notNull().default(0),
    status: integer('status').notNull().default(1),
    ogImage: text('og_image').notNull().default(''),
    ...seoColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('featured_sections_language_order_idx').on(t.languageId, t.status, t.rowOrder)],
);

/**
 * An advertisement slot. `ad_space` names the placement: `news_details-top`, `news_details-bottom`,
 * or `featured_section` (shown after the section named by featured_section_id).
 */
export const adSpaces = pgTable(
  'ad_spaces',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    adSpace: text('ad_space').notNull(),
    featuredSectionId: integer('featured_section_id').references(() => featuredSections.id, { onDelete: 'cascade' }),
    adImage: text('ad_image').notNull().default(''),
    webAdImage: text('web_ad_image').notNull().default(''),
    adUrl: text('ad_url').notNull().default(''),
    status: integer('status').notNull().default(1),
    /** The first and last day it shows, in the site's time zone; null means no bound. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_spaces_language_idx').on(t.languageId, t.adSpace, t.status)],
);
