import { z } from 'zod';
import { adminNothing } from './answers';
import { crudEntries } from './crud-entries';
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

/** The home page is the newsroom's front: its editors arrange it. */
const EDITORS = ['administrator', 'editor'] as const;

const SECTION_EXAMPLE = { language_id: 1, title: 'Around the region', news_type: 'news', filter_type: 'recently_added' };
const PREVIEW_EXAMPLE = JSON.stringify({ language_id: 1, news_type: 'news', filter_type: 'recently_added' });
const AD_EXAMPLE = { language_id: 1, ad_space: 'news_details-bottom', ad_url: 'https://ads.example.com/' };

export const homePageEndpoints = {
  ...crudEntries('featuredSections', 'featured-sections', {
    roles: { read: EDITORS, write: EDITORS }, record: featuredSectionRecord, listQuery: featuredSectionListQuery,
    createBody: featuredSectionBody, updateBody: featuredSectionBody,
    summaries: {
      list: 'Featured sections of the home page, in their order per language',
      get: 'One featured section',
      create: 'Adds a section at the end of its language’s home page',
      update: 'Saves a section’s settings',
      delete: 'Deletes a section and the ads placed after it',
    },
    examples: { record: { id: '1' }, create: SECTION_EXAMPLE, update: SECTION_EXAMPLE },
  }, {
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
  }),
  'featuredSections.order': {
    method: 'POST', path: 'featured-sections/order', roles: EDITORS, summary: 'Orders a language’s sections: the first listed is shown first',
    body: featuredSectionOrderBody, data: adminNothing, example: { body: { language_id: 1, ids: [1] } },
  },
  ...crudEntries('adSpaces', 'ad-spaces', {
    roles: { read: EDITORS, write: EDITORS }, record: adSpaceRecord, listQuery: adSpaceListQuery,
    createBody: adSpaceBody, updateBody: adSpaceBody, files: AD_IMAGE_FIELDS,
    summaries: {
      list: 'Ad spaces',
      get: 'One ad space',
      create: 'Places an ad, with its web and app images',
      update: 'Saves an ad; a new image replaces the old one',
      delete: 'Removes an ad and its images',
    },
    examples: { record: { id: '1' }, create: AD_EXAMPLE, update: AD_EXAMPLE },
  }),
} as const satisfies Record<string, AdminEndpointEntry>;
