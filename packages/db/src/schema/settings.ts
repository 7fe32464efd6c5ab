import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Site settings as key/value strings (feature switches, time zone, web settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const socialMedia = pgTable('social_media', {
  id: serial('id').primaryKey(),
  image: text('image').notNull().default(''),
  link: text('link').notNull(),
  rowOrder: integer('row_order').notNull().default(0),
});
