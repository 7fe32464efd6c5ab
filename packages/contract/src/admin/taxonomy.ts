import { z } from 'zod';
import { slug, textWithoutTags, text } from '../params';
import { listQuery } from './list-query';

const rowId = () => z.number().int().positive();
const idFilter = () => z.array(z.coerce.number().int().positive()).max(100);
const search = () => z.string().max(100);

/** The search-engine fields a category, a subcategory or a tag carries (same limits as a story's). */
export const seoFields = {
  meta_title: text(200).default(''),
  meta_description: text(500).default(''),
  meta_keyword: text(500).default(''),
};

/** The same fields in an update: one left out keeps its value (a default would blank it). */
export const seoUpdateFields = {
  meta_title: text(200).optional(),
  meta_description: text(500).optional(),
  meta_keyword: text(500).optional(),
};

/** A category as the console lists and edits it; `image` is an absolute address or ''. */
export const adminCategoryRecord = z
  .object({
    id: rowId(),
    language_id: rowId(),
    category_name: z.string(),
    slug: z.string(),
    row_order: z.number().int(),
    image: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    /** Stories filed under it: a category with stories cannot be deleted (they would go with it). */
    news_count: z.number().int().nonnegative(),
  })
  .strict();
export type AdminCategoryRecord = z.infer<typeof adminCategoryRecord>;

const categoryName = () => textWithoutTags(100, 1);

/**
 * A new category goes last in its language; the image comes as the multipart `image` part. Without
 * a slug, the server makes one from the name.
 */
export const categoryCreateBody = z
  .object({ language_id: rowId(), category_name: categoryName(), slug: slug().optional(), ...seoFields })
  .strict();

/**
 * A category keeps its language (its stories and subcategories are in it). `remove_image` drops the
 * current image when no new one is sent.
 */
export const categoryUpdateBody = z
  .object({
    category_name: categoryName().optional(),
    slug: slug().optional(),
    ...seoUpdateFields,
    remove_image: z.boolean().optional(),
  })
  .strict();

export const categoryListQuery = listQuery(
  ['row_order', 'category_name', 'id'],
  z.object({ language_id: z.coerce.number().int().positive().optional(), q: search().optional(), id: idFilter().optional() }).strict(),
);

/** The whole order of a language's categories, first to last; a stale list (one added meanwhile) is refused. */
export const categoryOrderBody = z.object({ language_id: rowId(), ids: z.array(rowId()).min(1).max(500) }).strict();

export const adminSubcategoryRecord = z
  .object({
    id: rowId(),
    language_id: rowId(),
    category_id: rowId(),
    subcategory_name: z.string(),
    slug: z.string(),
    row_order: z.number().int(),
    image: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    news_count: z.number().int().nonnegative(),
  })
  .strict();
export type AdminSubcategoryRecord = z.infer<typeof adminSubcategoryRecord>;

/** The language is the category's; a new subcategory goes last within its category. */
export const subcategoryCreateBody = z
  .object({ category_id: rowId(), subcategory_name: categoryName(), slug: slug().optional(), ...seoFields })
  .strict();

/** A subcategory stays under its category: its stories are filed under both. */
export const subcategoryUpdateBody = z
  .object({
    subcategory_name: categoryName().optional(),
    slug: slug().optional(),
    ...seoUpdateFields,
    remove_image: z.boolean().optional(),
  })
  .strict();

export const subcategoryListQuery = listQuery(
  ['row_order', 'subcategory_name', 'id'],
  z
    .object({
      language_id: z.coerce.number().int().positive().optional(),
      category_id: z.coerce.number().int().positive().optional(),
      q: search().optional(),
      id: idFilter().optional(),
    })
    .strict(),
);

/** The whole order of one category's subcategories. */
export const subcategoryOrderBody = z.object({ category_id: rowId(), ids: z.array(rowId()).min(1).max(500) }).strict();

export const adminOrderData = z.object({ ids: z.array(rowId()) }).strict();
