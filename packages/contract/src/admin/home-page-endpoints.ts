import { z } from 'zod';
import { adminNothing } from './answers';
import type { AdminEndpointEntry } from './endpoint-entry';
import { AD_IMAGE_FIELDS, adSpaceBody, adSpaceListQuery, adSpaceRecord } from './home-page-ads';
import {
  featuredSectionBody,
  featuredSectionListQuery,
  featuredSectionOrderBody,
  featuredSectionPreview,
  featuredSectionPreviewQuery,
  featuredSectionRecord,
  sectionChoice,
  sectionChoiceQuery,
} from './home-page-sections';
import { idParams } from './staff';

/** The home page is the newsroom's front: its editors arrange it. */
const EDITORS = ['administrator', 'editor'] as const;

const SECTION_EXAMPLE = { language_id: 1, title: 'Around the region', news_type: 'news', filter_type: 'recently_added' };
const PREVIEW_EXAMPLE = JSON.stringify({ language_id: 1, news_type: 'news', filter_type: 'recently_added' });
const AD_EXAMPLE = { language_id: 1, ad_space: 'news_details-bottom', ad_url: 'https://ads.example.com/' };

export const homePageEndpoints = {
  'featuredSections.list': {
    method: 'GET', path: 'featured-sections', roles: EDITORS, summary: 'Featured sections of the home page, in their order per language',
    query: featuredSectionListQuery, data: z.array(featuredSectionRecord), paged: true, example: {},
  },
  'featuredSections.preview': {
    method: 'GET', path: 'featured-sections/preview', roles: EDITORS, summary: 'The first items readers would see for unsaved section settings',
    query: featuredSectionPreviewQuery, data: featuredSectionPreview, example: { query: { section: PREVIEW_EXAMPLE } },
  },
  'featuredSections.stories': {
    method: 'GET', path: 'featured-sections/story-choices', roles: EDITORS, summary: 'Published stories to pick for a custom section, by title',
    query: sectionChoiceQuery, data: z.array(sectionChoice), paged: true, example: {},
  },
  'featuredSections.categories': {
    method: 'GET', path: 'featured-sections/category-choices', roles: EDITORS, summary: 'Categories to narrow a section to',
    query: sectionChoiceQuery, data: z.array(sectionChoice), paged: true, example: {},
  },
  'featuredSections.get': {
    method: 'GET', path: 'featured-sections/:id', roles: EDITORS, summary: 'One featured section',
    params: idParams, data: featuredSectionRecord, example: { params: { id: '1' } },
  },
  'featuredSections.create': {
    method: 'POST', path: 'featured-sections', roles: EDITORS, summary: 'Adds a section at the end of its language’s home page',
    body: featuredSectionBody, data: featuredSectionRecord, example: { body: SECTION_EXAMPLE },
  },
  'featuredSections.update': {
    method: 'PUT', path: 'featured-sections/:id', roles: EDITORS, summary: 'Saves a section’s settings',
    params: idParams, body: featuredSectionBody, data: featuredSectionRecord, example: { params: { id: '1' }, body: SECTION_EXAMPLE },
  },
  'featuredSections.delete': {
    method: 'DELETE', path: 'featured-sections/:id', roles: EDITORS, summary: 'Deletes a section and the ads placed after it',
    params: idParams, data: adminNothing, example: { params: { id: '1' } },
  },
  'featuredSections.order': {
    method: 'POST', path: 'featured-sections/order', roles: EDITORS, summary: 'Orders a language’s sections: the first listed is shown first',
    body: featuredSectionOrderBody, data: adminNothing, example: { body: { language_id: 1, ids: [1] } },
  },
  'adSpaces.list': {
    method: 'GET', path: 'ad-spaces', roles: EDITORS, summary: 'Ad spaces', query: adSpaceListQuery,
    data: z.array(adSpaceRecord), paged: true, example: {},
  },
  'adSpaces.get': {
    method: 'GET', path: 'ad-spaces/:id', roles: EDITORS, summary: 'One ad space',
    params: idParams, data: adSpaceRecord, example: { params: { id: '1' } },
  },
  'adSpaces.create': {
    method: 'POST', path: 'ad-spaces', roles: EDITORS, summary: 'Places an ad, with its web and app images',
    body: adSpaceBody, files: AD_IMAGE_FIELDS, data: adSpaceRecord, example: { body: AD_EXAMPLE },
  },
  'adSpaces.update': {
    method: 'PUT', path: 'ad-spaces/:id', roles: EDITORS, summary: 'Saves an ad; a new image replaces the old one',
    params: idParams, body: adSpaceBody, files: AD_IMAGE_FIELDS, data: adSpaceRecord, example: { params: { id: '1' }, body: AD_EXAMPLE },
  },
  'adSpaces.delete': {
    method: 'DELETE', path: 'ad-spaces/:id', roles: EDITORS, summary: 'Removes an ad and its images',
    params: idParams, data: adminNothing, example: { params: { id: '1' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
