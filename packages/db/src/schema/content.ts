import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages } from './languages';
import { seoColumns } from './taxonomy';

export const breakingNews = pgTable(
  'breaking_news',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull().default(''),
    contentType: text('content_type').notNull().default('standard_post'),
    contentValue: text('content_value').notNull().default(''),
    description: text('description').notNull().default(''),
    schemaMarkup: text('schema_markup').notNull().default(''),
    ...seoColumns(),
    totalViews: integer('total_views').notNull().default(0),
    /** 1 open (readers see it), 0 closed by the newsroom. */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('breaking_news_language_status_created_idx').on(t.languageId, t.status, t.createdAt.desc())],
);

export const breakingNewsViews = pgTable(
  'breaking_news_views',
  {
    breakingNewsId: integer('breaking_news_id')
      .notNull()
      .references(() => breakingNews.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.breakingNewsId, t.viewer] })],
);

export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    /** `url_youtube` or `url_other` (HLS .m3u8 or a direct video URL). */
    type: text('type').notNull(),
    url: text('url').notNull(),
    ...seoColumns(),
    /** 1 on air (readers see it), 0 ended or withdrawn by the newsroom. */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_streams_language_status_idx').on(t.languageId, t.status, t.createdAt.desc())],
);

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pageType: text('page_type').notNull(),
    slug: text('slug').notNull(),
    pageContent: text('page_content').notNull().default(''),
    pageIcon: text('page_icon').notNull().default(''),
    ogImage: text('og_image').notNull().default(''),
    ...seoColumns(),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('pages_language_slug_idx').on(t.languageId, t.slug)],
);

export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    pageType: text('page_type').notNull(),
    ogImage: text('og_image').notNull().default(''),
    schemaMarkup: text('schema_markup').notNull().default(''),
    ...seoColumns(),
  },
  (t) => [uniqueIndex('seo_pages_language_type_idx').on(t.languageId, t.pageType)],
);
