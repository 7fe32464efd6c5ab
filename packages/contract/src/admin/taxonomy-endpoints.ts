import { crudEntries } from './crud-entries';
import type { AdminEndpointEntry } from './endpoint-entry';
import {
  adminCategoryRecord,
  adminOrderData,
  adminSubcategoryRecord,
  categoryCreateBody,
  categoryListQuery,
  categoryOrderBody,
  categoryUpdateBody,
  subcategoryCreateBody,
  subcategoryListQuery,
  subcategoryOrderBody,
  subcategoryUpdateBody,
} from './taxonomy';
import { tagsLocationsEndpoints } from './taxonomy-tags-locations-endpoints';

/** Editors and administrators change the site's sections; authors read them for their stories' pickers. */
export const EDITORS = ['administrator', 'editor'] as const;
export const TAXONOMY_READERS = ['administrator', 'editor', 'author'] as const;

export const taxonomyEndpoints = {
  ...crudEntries('categories', 'categories', {
    roles: { read: TAXONOMY_READERS, write: EDITORS }, record: adminCategoryRecord, listQuery: categoryListQuery,
    createBody: categoryCreateBody, updateBody: categoryUpdateBody, files: ['image'],
    summaries: {
      list: 'Categories, per language in the site’s order',
      get: 'One category',
      create: 'Adds a category, last in its language, with its image and search fields',
      update: 'Renames a category, changes its slug, image or search fields',
      delete: 'Deletes a category without stories (409 while it has some)',
    },
    examples: { record: { id: '1' }, removed: { id: '999999' }, create: { language_id: 1, category_name: 'Example section', slug: 'example-section-route-check' }, update: {} },
  }),
  'categories.order': {
    method: 'POST', path: 'categories/order', roles: EDITORS, summary: 'Sets the order of every category of a language',
    body: categoryOrderBody, data: adminOrderData, example: { body: { language_id: 1, ids: [999999] } },
  },
  ...crudEntries('subcategories', 'subcategories', {
    roles: { read: TAXONOMY_READERS, write: EDITORS }, record: adminSubcategoryRecord, listQuery: subcategoryListQuery,
    createBody: subcategoryCreateBody, updateBody: subcategoryUpdateBody, files: ['image'],
    summaries: {
      list: 'Subcategories, per language or category, in their order',
      get: 'One subcategory',
      create: 'Adds a subcategory, last in its category',
      update: 'Renames a subcategory, changes its slug or image',
      delete: 'Deletes a subcategory without stories (409 while it has some)',
    },
    examples: { record: { id: '1' }, removed: { id: '999999' }, create: { category_id: 999999, subcategory_name: 'Example', slug: 'example-subsection-route-check' }, update: {} },
  }),
  'subcategories.order': {
    method: 'POST', path: 'subcategories/order', roles: EDITORS, summary: 'Sets the order of every subcategory of a category',
    body: subcategoryOrderBody, data: adminOrderData, example: { body: { category_id: 999999, ids: [999999] } },
  },
  ...tagsLocationsEndpoints,
} as const satisfies Record<string, AdminEndpointEntry>;
