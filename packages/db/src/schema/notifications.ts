import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { comments } from './comments';
import { languages } from './languages';
import { pushNotifications } from './push';
import { staffUsers } from './staff';
import { news } from './news';
import { categories, subcategories } from './taxonomy';
import { users } from './users';

/** Notifications sent to every reader of a language (`default`) or of a category (`category`). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('default'),
    image: text('image').notNull().default(''),
    /** When readers see it: the time it was sent, or the time it is scheduled for (not listed before). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a staff member scheduled it for later; it is pushed when that time comes. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Who composed it in the console; null for older rows and automatic ones. */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The push message that carried it, with its delivery counts; null until pushed. */
    pushNotificationId: integer('push_notification_id').references(() => pushNotifications.id, { onDelete: 'set null' }),
    // A location radius narrows the push's audience (devices that shared their position).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: doublePrecision('radius_km'),
  },
  (t) => [
    index('notifications_language_sent_idx').on(t.languageId, t.sentAt.desc()),
    // The scheduler's next due notification.
    index('notifications_due_idx').on(t.scheduledAt).where(sql`${t.pushNotificationId} is null and ${t.scheduledAt} is not null`),
  ],
);

/**
 * Personal notifications: someone replied to (`comment`) or liked (`comment_like`) your comment,
 * or the newsroom reviewed your story (`news_approved`, `news_rejected` with the reason).
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reader who caused it; null when the newsroom sends it (`news_rejected`, `news_approved`). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    /**
     * The comment it leads to: the reply, or the liked comment. Null for notifications filed
     * before it was kept, and once that comment is deleted (the story is still worth the link).
     */
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    /** When the reader opened it (or marked all read); null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A device's push subscription (Web Push JSON or an FCM registration token). Every registration
 * moves `updated_at`, so it is the day the device was last seen: the upkeep forgets devices not
 * seen for 270 days (retention.ts).
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The device wants breaking news alerts (its reader can turn them off and keep the rest). */
    breakingNews: boolean('breaking_news').notNull().default(true),
    /** Categories the device follows; empty follows none (a signed-in reader's own then count). */
    categoryIds: integer('category_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_language_idx').on(t.languageId), index('device_tokens_user_idx').on(t.userId)],
);
