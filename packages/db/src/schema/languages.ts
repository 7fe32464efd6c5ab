import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  language: text('language').notNull(),
  code: text('code').notNull().unique(),
  displayName: text('display_name').notNull().default(''),
  status: integer('status').notNull().default(1),
  isRtl: boolean('is_rtl').notNull().default(false),
  image: text('image').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The UI strings of one language: a flat map label key -> text. */
export const languageLabels = pgTable('language_labels', {
  languageId: integer('language_id')
    .primaryKey()
    .references(() => languages.id, { onDelete: 'cascade' }),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
});
