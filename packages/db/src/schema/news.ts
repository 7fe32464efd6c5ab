import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from './languages';
import { categories, locations, seoColumns, subcategories, tags } from './taxonomy';
import { staffUsers } from './staff';
import { users } from './users';

/** Full-text search document, filled by the news service with the language's text search configuration. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The reader who wrote it; null for the newsroom's own news. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull().default(''),
    contentType: text('content_type').notNull().default('standard_post'),
    contentValue: text('content_value').notNull().default(''),
    description: text('description').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    showTill: date('show_till', { mode: 'string' }),
    /**
     * 1 approved (visible once `published_at` has passed: a later one is scheduled), 0 waiting
     * for review, 2 rejected, 3 a newsroom draft.
     */
    status: integer('status').notNull().default(1),
    /** The staff member who wrote it in the console; null for readers' stories and the seed's. */
    staffAuthorId: integer('staff_author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Why an editor rejected it; sent to its writer with the rejection. */
    rejectionReason: text('rejection_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    schemaMarkup: text('schema_markup').notNull().default(''),
    ...seoColumns(),
    search: tsvector('search'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_language_published_idx').on(t.languageId, t.status, t.publishedAt.desc()),
    index('news_category_published_idx').on(t.categoryId, t.publishedAt.desc()),
    index('news_subcategory_published_idx').on(t.subcategoryId, t.publishedAt.desc()),
    index('news_user_idx').on(t.userId),
    index('news_location_idx').on(t.locationId),
    index('news_search_idx').using('gin', t.search),
    index('news_staff_author_idx').on(t.staffAuthorId),
    // The console's story list across languages and statuses, sorted either way by a plain
    // `ORDER BY published_at DESC|ASC, id` (NULLS FIRST descending is what plain DESC means).
    index('news_published_id_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The approval queue: stories waiting for review, oldest first.
    index('news_review_queue_idx').on(t.createdAt).where(sql`${t.status} = 0`),
  ],
);

/**
 * A news item's counters, apart from the wide news row: a like or a view then rewrites a few
 * bytes and five small indexes, instead of the whole article and every index on it (full-text
 * included, whose pending list flushes stalled writes for 100 ms and more). One row per news item,
 * created with it by the `news_stats_row` trigger (migration 0001).
 */
export const newsStats = pgTable(
  'news_stats',
  {
    newsId: integer('news_id')
      .primaryKey()
      .references(() => news.id, { onDelete: 'cascade' }),
    totalViews: integer('total_views').notNull().default(0),
    totalLike: integer('total_like').notNull().default(0),
    totalDislike: integer('total_dislike').notNull().default(0),
    totalBookmark: integer('total_bookmark').notNull().default(0),
    totalComment: integer('total_comment').notNull().default(0),
    /**
     * Visible top-level comments: the `total` of the comment page. Kept by a trigger on
     * `comments` (migration 0004), so every path that adds, removes or hides a comment counts.
     */
    commentThreads: integer('comment_threads').notNull().default(0),
  },
  (t) => [
    index('news_stats_views_idx').on(t.totalViews.desc()),
    index('news_stats_likes_idx').on(t.totalLike.desc()),
    index('news_stats_comments_idx').on(t.totalComment.desc()),
    index('news_stats_bookmarks_idx').on(t.totalBookmark.desc()),
  ],
);

export const newsTags = pgTable(
  'news_tags',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.tagId] }), index('news_tags_tag_idx').on(t.tagId, t.newsId)],
);

export const newsImages = pgTable(
  'news_images',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    otherImage: text('other_image').notNull(),
    /** The image's place in the story's gallery, chosen by its writer (set_news gallery_order). */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('news_images_news_idx').on(t.newsId, t.position)],
);

/**
 * Images uploaded for the text of a story (upload_news_image). One waits unattached (news_id
 * null) until a saved story's text refers to it; unattached ones are removed after a day, and
 * attached ones with their story or when its text no longer shows them.
 */
export const newsTextImages = pgTable(
  'news_text_images',
  {
    id: serial('id').primaryKey(),
    /** The reader who uploaded it, or (staff_id) the staff member: exactly one is set. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    path: text('path').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_text_images_news_idx').on(t.newsId),
    index('news_text_images_user_idx').on(t.userId, t.createdAt),
    index('news_text_images_staff_idx').on(t.staffId, t.createdAt),
    check('news_text_images_one_uploader', sql`(${t.userId} is null) <> (${t.staffId} is null)`),
  ],
);

/** A reader's like (1) or dislike (2) of a news item. */
export const newsReactions = pgTable(
  'news_reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    /** When the reader last set this reaction: `get_like` lists the newest like first. */
    reactedAt: timestamp('reacted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.newsId] }),
    index('news_reactions_news_idx').on(t.newsId),
    index('news_reactions_user_reacted_idx').on(t.userId, t.reactedAt.desc()),
  ],
);

/** One row per viewer per news item; viewer is `u:<user id>` or `a:<hash of the anonymous visitor>`. */
export const newsViews = pgTable(
  'news_views',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.viewer] })],
);

/**
 * Views counted per day of the site's time zone, kept by the statement that counts a view, so
 * the dashboard's curve reads 30 rows per shard instead of every view. A view adds to one of 16
 * shards (picked at random) so that concurrent views do not all wait on one hot row.
 */
export const dailyViews = pgTable(
  'daily_views',
  {
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** Views per story and day: the week's most read stories without reading the view rows. */
export const newsDailyViews = pgTable(
  'news_daily_views',
  {
    day: date('day').notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.newsId] }), index('news_daily_views_news_idx').on(t.newsId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] }), index('bookmarks_user_created_idx').on(t.userId, t.createdAt.desc())],
);
