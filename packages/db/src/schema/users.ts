import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './taxonomy';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firebaseId: text('firebase_id').notNull().unique(),
  name: text('name').notNull().default(''),
  type: text('type').notNull().default('email'),
  email: text('email').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  profile: text('profile').notNull().default(''),
  fcmId: text('fcm_id').notNull().default(''),
  /** 1 active, 0 deactivated (cannot sign in). */
  status: integer('status').notNull().default(1),
  /** 0 reader, 1 admin (may moderate any comment). */
  role: integer('role').notNull().default(0),
  /**
   * Until when a moderator barred the reader from commenting; a far-future time bars them for
   * good. Null (or past) comments freely.
   */
  commentBannedUntil: timestamp('comment_banned_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The dashboard's readers per day, and the console's newest readers first.
  index('users_created_idx').on(t.createdAt),
]);

/** API bearer tokens. Only a SHA-256 hash of the token is stored. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

export const userCategories = pgTable(
  'user_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
