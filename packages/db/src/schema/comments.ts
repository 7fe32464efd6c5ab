import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { news } from './news';
import { users } from './users';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The top-level comment this one replies to; null for a top-level comment. */
    parentId: integer('parent_id'),
    message: text('message').notNull(),
    /** 1 shown, 0 hidden by a moderator, 2 waiting for a moderator (pre-moderation of new readers). */
    status: integer('status').notNull().default(1),
    totalLike: integer('total_like').notNull().default(0),
    totalDislike: integer('total_dislike').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_news_created_idx').on(t.newsId, t.parentId, t.createdAt.desc()),
    // A story's page of comments, read in order and stopped after the page: an index on
    // `parent_id IS NULL` cannot order by date (IS NULL is no equality), so it is the condition.
    index('comments_visible_top_level_idx')
      .on(t.newsId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null and ${t.status} = 1`),
    index('comments_parent_idx').on(t.parentId),
    index('comments_user_idx').on(t.userId),
    // The dashboard's comments per day.
    index('comments_created_idx').on(t.createdAt),
    // The moderators' queue of comments waiting for approval, oldest first.
    index('comments_waiting_idx').on(t.createdAt).where(sql`${t.status} = 2`),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_reactions_comment_idx').on(t.commentId)],
);

export const commentFlags = pgTable(
  'comment_flags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comment_flags_user_comment_idx').on(t.userId, t.commentId),
    // The flag queue groups reports per comment; approving a comment clears its flags.
    index('comment_flags_comment_idx').on(t.commentId, t.createdAt),
  ],
);
