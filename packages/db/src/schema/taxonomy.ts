import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages } from './languages';

const seoColumns = () => ({
  metaTitle: text('meta_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  metaKeyword: text('meta_keyword').notNull().default(''),
});
export { seoColumns };

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    categoryName: text('category_name').notNull(),
    slug: text('slug').notNull(),
    rowOrder: integer('row_order').notNull().default(0),
    image: text('image').notNull().default(''),
    ...seoColumns(),
  },
  (t) => [
    uniqueIndex('categories_language_slug_idx').on(t.languageId, t.slug),
    index('categories_language_order_idx').on(t.languageId, t.rowOrder),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryName: text('subcategory_name').notNull(),
    slug: text('slug').notNull(),
    rowOrder: integer('row_order').notNull().default(0),
    image: text('image').notNull().default(''),
    ...seoColumns(),
  },
  (t) => [
    uniqueIndex('subcategories_language_slug_idx').on(t.languageId, t.slug),
    index('subcategories_category_idx').on(t.categoryId, t.rowOrder),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
    slug: text('slug').notNull(),
    ogImage: text('og_image').notNull().default(''),
    ...seoColumns(),
  },
  (t) => [uniqueIndex('tags_language_slug_idx').on(t.languageId, t.slug)],
);

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  locationName: text('location_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
