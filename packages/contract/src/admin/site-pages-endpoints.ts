import { z } from 'zod';
import { adminNothing } from './answers';
import type { AdminEndpointEntry } from './endpoint-entry';
import { PAGE_FILES, pageCreateBody, pageListQuery, pageRecord, pageUpdateBody, seoPageCreateBody, seoPageListQuery, seoPageRecord, seoPageUpdateBody } from './site-pages-content';
import { surveyCreateBody, surveyListQuery, surveyRecord, surveyUpdateBody } from './site-pages-surveys';
import { idParams } from './staff';

/** Surveys, pages and SEO pages are the newsroom's content: administrators and editors (plan, slice 9). */
const EDITORS = ['administrator', 'editor'] as const;

const missing = { id: '2147483647' };

export const sitePagesEndpoints = {
  'surveys.list': {
    method: 'GET', path: 'surveys', roles: EDITORS, summary: 'Surveys (polls) with their options and results',
    query: surveyListQuery, data: z.array(surveyRecord), paged: true, example: {},
  },
  'surveys.get': {
    method: 'GET', path: 'surveys/:id', roles: EDITORS, summary: 'One survey with its results',
    params: idParams, data: surveyRecord, example: { params: missing },
  },
  'surveys.create': {
    method: 'POST', path: 'surveys', roles: EDITORS, summary: 'Creates a survey: its question and options in order',
    body: surveyCreateBody, data: surveyRecord, example: { body: { language_id: 1, question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] } },
  },
  'surveys.update': {
    method: 'PUT', path: 'surveys/:id', roles: EDITORS, summary: 'Changes a survey; options with votes can be corrected but not removed',
    params: idParams, body: surveyUpdateBody, data: surveyRecord, example: { params: missing, body: { open: false } },
  },
  'surveys.delete': {
    method: 'DELETE', path: 'surveys/:id', roles: EDITORS, summary: 'Deletes a survey and its answers',
    params: idParams, data: adminNothing, example: { params: missing },
  },
  'pages.list': {
    method: 'GET', path: 'pages', roles: EDITORS, summary: 'Content pages (about, contact, legal, custom)',
    query: pageListQuery, data: z.array(pageRecord), paged: true, example: {},
  },
  'pages.get': {
    method: 'GET', path: 'pages/:id', roles: EDITORS, summary: 'One content page',
    params: idParams, data: pageRecord, example: { params: missing },
  },
  'pages.create': {
    method: 'POST', path: 'pages', roles: EDITORS, summary: 'Creates a content page; its HTML is sanitized',
    body: pageCreateBody, files: PAGE_FILES, data: pageRecord,
    example: { body: { language_id: 1, page_type: 'custom', title: 'Our ethics', slug: 'our-ethics-example', active: false } },
  },
  'pages.update': {
    method: 'PUT', path: 'pages/:id', roles: EDITORS, summary: 'Changes a content page, its icon or share image',
    params: idParams, body: pageUpdateBody, files: PAGE_FILES, data: pageRecord, example: { params: missing, body: { title: 'About us' } },
  },
  'pages.delete': {
    method: 'DELETE', path: 'pages/:id', roles: EDITORS, summary: 'Deletes a content page and its images',
    params: idParams, data: adminNothing, example: { params: missing },
  },
  'seoPages.list': {
    method: 'GET', path: 'seo-pages', roles: EDITORS, summary: 'The search fields of the site’s fixed screens, per language',
    query: seoPageListQuery, data: z.array(seoPageRecord), paged: true, example: {},
  },
  'seoPages.get': {
    method: 'GET', path: 'seo-pages/:id', roles: EDITORS, summary: 'One screen’s search fields',
    params: idParams, data: seoPageRecord, example: { params: missing },
  },
  'seoPages.create': {
    method: 'POST', path: 'seo-pages', roles: EDITORS, summary: 'Adds the search fields of a screen a language lacks',
    body: seoPageCreateBody, files: ['og_image'], data: seoPageRecord, example: { body: { language_id: 1, page_type: 'video_news', meta_title: 'Videos' } },
  },
  'seoPages.update': {
    method: 'PUT', path: 'seo-pages/:id', roles: EDITORS, summary: 'Changes a screen’s search fields or share image',
    params: idParams, body: seoPageUpdateBody, files: ['og_image'], data: seoPageRecord, example: { params: missing, body: { meta_title: 'Home' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
