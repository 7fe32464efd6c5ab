import { z } from 'zod';
import { absoluteUrlOrEmpty, rowId } from './json';
import { idOrSlug, languageId, paging, readParams, slug } from './params';

export const getCategoryParams = readParams({ ...languageId, ...paging, slug: slug().optional() });
export const getSubcategoryByCategoryParams = readParams({ ...languageId, category_id: idOrSlug() });
export const getTagParams = readParams({ ...languageId, ...paging, slug: slug().optional() });
export const getLocationParams = readParams({ ...paging });

/** A place on the map; latitude and longitude are decimal degrees. */
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const subcategorySummary = z
  .object({
    id: rowId,
    category_id: rowId,
    subcategory_name: z.string(),
    slug: z.string(),
    image: absoluteUrlOrEmpty,
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
  })
  .strict();
export type SubcategorySummary = z.infer<typeof subcategorySummary>;

export const category = z
  .object({
    id: rowId,
    language_id: rowId,
    category_name: z.string(),
    slug: z.string(),
    /** The editors' order, lowest first. */
    row_order: z.number().int(),
    image: absoluteUrlOrEmpty,
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    sub_categories: z.array(subcategorySummary),
  })
  .strict()
  .meta({
    id: 'Category',
    example: {
      id: 3,
      language_id: 1,
      category_name: 'Politics',
      slug: 'politics',
      row_order: 1,
      image: 'https://news.example.com/media/categories/politics.webp',
      meta_title: 'Politics news',
      meta_description: 'Parliament, councils and elections.',
      meta_keyword: 'politics, elections',
      sub_categories: [
        { id: 7, category_id: 3, subcategory_name: 'Elections', slug: 'elections', image: '', meta_title: '', meta_description: '', meta_keyword: '' },
      ],
    },
  });
export type Category = z.infer<typeof category>;

export const subcategory = subcategorySummary
  .extend({
    language_id: rowId,
    category: z.object({ id: rowId, category_name: z.string() }).strict(),
  })
  .strict()
  .meta({
    id: 'Subcategory',
    example: {
      id: 7,
      language_id: 1,
      category_id: 3,
      subcategory_name: 'Elections',
      slug: 'elections',
      image: '',
      meta_title: 'Election news',
      meta_description: 'Candidates, polls and results.',
      meta_keyword: 'elections, polls',
      category: { id: 3, category_name: 'Politics' },
    },
  });
export type Subcategory = z.infer<typeof subcategory>;

export const tag = z
  .object({
    id: rowId,
    language_id: rowId,
    tag_name: z.string(),
    slug: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_keyword: z.string(),
    og_image: absoluteUrlOrEmpty,
  })
  .strict()
  .meta({
    id: 'Tag',
    example: { id: 12, language_id: 1, tag_name: 'Harbour', slug: 'harbour', meta_title: '', meta_description: '', meta_keyword: '', og_image: '' },
  });
export type Tag = z.infer<typeof tag>;

export const location = z
  .object({
    id: rowId,
    location_name: z.string(),
    latitude,
    longitude,
  })
  .strict()
  .meta({ id: 'Location', example: { id: 2, location_name: 'Paris', latitude: 48.8566, longitude: 2.3522 } });
export type Location = z.infer<typeof location>;

export const getCategoryData = z.array(category);
export const getSubcategoryByCategoryData = z.array(subcategory);
export const getTagData = z.array(tag);
export const getLocationData = z.array(location);
