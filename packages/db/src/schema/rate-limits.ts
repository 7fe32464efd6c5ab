import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every process on one PostgreSQL database (docs/scale-out.md):
 * one row per action and key (`post:42`), counting attempts until `reset_at`. A row whose window
 * ended starts a new one at its next attempt; upkeep deletes the ended ones. The embedded
 * database has one process, which counts in memory instead, so it leaves this table empty.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);
