import { crudEntries } from './crud-entries';
import type { AdminEndpointEntry } from './endpoint-entry';
import { PAGE_FILES, pageCreateBody, pageListQuery, pageRecord, pageUpdateBody, seoPageCreateBody, seoPageListQuery, seoPageRecord, seoPageUpdateBody } from './site-pages-content';
import { surveyCreateBody, surveyListQuery, surveyRecord, surveyUpdateBody } from './site-pages-surveys';

/** Surveys, pages and SEO pages are the newsroom's content: administrators and editors (plan, slice 9). */
const EDITORS = ['administrator', 'editor'] as const;

const missing = { id: '2147483647' };

export const sitePagesEndpoints = {
  ...crudEntries('surveys', 'surveys', {
    roles: { read: EDITORS, write: EDITORS }, record: surveyRecord, listQuery: surveyListQuery,
    createBody: surveyCreateBody, updateBody: surveyUpdateBody,
    summaries: {
      list: 'Surveys (polls) with their options and results',
      get: 'One survey with its results',
      create: 'Creates a survey: its question and options in order',
      update: 'Changes a survey; options with votes can be corrected but not removed',
      delete: 'Deletes a survey and its answers',
    },
    examples: { record: missing, create: { language_id: 1, question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] }, update: { open: false } },
  }),
  ...crudEntries('pages', 'pages', {
    roles: { read: EDITORS, write: EDITORS }, record: pageRecord, listQuery: pageListQuery,
    createBody: pageCreateBody, updateBody: pageUpdateBody, files: PAGE_FILES,
    summaries: {
      list: 'Content pages (about, contact, legal, custom)',
      get: 'One content page',
      create: 'Creates a content page; its HTML is sanitized',
      update: 'Changes a content page, its icon or share image',
      delete: 'Deletes a content page and its images',
    },
    examples: { record: missing, create: { language_id: 1, page_type: 'custom', title: 'Our ethics', slug: 'our-ethics-example', active: false }, update: { title: 'About us' } },
  }),
  // One row per fixed screen and language: a missing one is added, an existing one edited, none deleted.
  ...crudEntries('seoPages', 'seo-pages', {
    roles: { read: EDITORS, write: EDITORS }, record: seoPageRecord, listQuery: seoPageListQuery,
    createBody: seoPageCreateBody, updateBody: seoPageUpdateBody, files: ['og_image'],
    summaries: {
      list: 'The search fields of the site’s fixed screens, per language',
      get: 'One screen’s search fields',
      create: 'Adds the search fields of a screen a language lacks',
      update: 'Changes a screen’s search fields or share image',
    },
    examples: { record: missing, create: { language_id: 1, page_type: 'video_news', meta_title: 'Videos' }, update: { meta_title: 'Home' } },
  }),
} as const satisfies Record<string, AdminEndpointEntry>;
