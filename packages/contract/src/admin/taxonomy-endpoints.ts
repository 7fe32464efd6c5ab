import { z } from 'zod';
import { adminNothing } from './answers';
import type { AdminEndpointEntry } from './endpoint-entry';
import { idParams } from './staff';
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
  'categories.list': {
    method: 'GET', path: 'categories', roles: TAXONOMY_READERS, summary: 'Categories, per language in the site’s order',
    query: categoryListQuery, data: z.array(adminCategoryRecord), paged: true, example: {},
  },
  'categories.get': {
    method: 'GET', path: 'categories/:id', roles: TAXONOMY_READERS, summary: 'One category',
    params: idParams, data: adminCategoryRecord, example: { params: { id: '1' } },
  },
  'categories.create': {
    method: 'POST', path: 'categories', roles: EDITORS, summary: 'Adds a category, last in its language, with its image and search fields',
    body: categoryCreateBody, files: ['image'], data: adminCategoryRecord,
    example: { body: { language_id: 1, category_name: 'Example section', slug: 'example-section-route-check' } },
  },
  'categories.update': {
    method: 'PUT', path: 'categories/:id', roles: EDITORS, summary: 'Renames a category, changes its slug, image or search fields',
    params: idParams, body: categoryUpdateBody, files: ['image'], data: adminCategoryRecord, example: { params: { id: '1' }, body: {} },
  },
  'categories.delete': {
    method: 'DELETE', path: 'categories/:id', roles: EDITORS, summary: 'Deletes a category without stories (409 while it has some)',
    params: idParams, data: adminNothing, example: { params: { id: '999999' } },
  },
  'categories.order': {
    method: 'POST', path: 'categories/order', roles: EDITORS, summary: 'Sets the order of every category of a language',
    body: categoryOrderBody, data: adminOrderData, example: { body: { language_id: 1, ids: [999999] } },
  },
  'subcategories.list': {
    method: 'GET', path: 'subcategories', roles: TAXONOMY_READERS, summary: 'Subcategories, per language or category, in their order',
    query: subcategoryListQuery, data: z.array(adminSubcategoryRecord), paged: true, example: {},
  },
  'subcategories.get': {
    method: 'GET', path: 'subcategories/:id', roles: TAXONOMY_READERS, summary: 'One subcategory',
    params: idParams, data: adminSubcategoryRecord, example: { params: { id: '1' } },
  },
  'subcategories.create': {
    method: 'POST', path: 'subcategories', roles: EDITORS, summary: 'Adds a subcategory, last in its category',
    body: subcategoryCreateBody, files: ['image'], data: adminSubcategoryRecord,
    example: { body: { category_id: 999999, subcategory_name: 'Example', slug: 'example-subsection-route-check' } },
  },
  'subcategories.update': {
    method: 'PUT', path: 'subcategories/:id', roles: EDITORS, summary: 'Renames a subcategory, changes its slug or image',
    params: idParams, body: subcategoryUpdateBody, files: ['image'], data: adminSubcategoryRecord, example: { params: { id: '1' }, body: {} },
  },
  'subcategories.delete': {
    method: 'DELETE', path: 'subcategories/:id', roles: EDITORS, summary: 'Deletes a subcategory without stories (409 while it has some)',
    params: idParams, data: adminNothing, example: { params: { id: '999999' } },
  },
  'subcategories.order': {
    method: 'POST', path: 'subcategories/order', roles: EDITORS, summary: 'Sets the order of every subcategory of a category',
    body: subcategoryOrderBody, data: adminOrderData, example: { body: { category_id: 999999, ids: [999999] } },
  },
  ...tagsLocationsEndpoints,
} as const satisfies Record<string, AdminEndpointEntry>;
