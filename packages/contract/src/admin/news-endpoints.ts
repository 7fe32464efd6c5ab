import { z } from 'zod';
import { adminNothing } from './answers';
import { crudEntries } from './crud-entries';
import type { AdminEndpointEntry } from './endpoint-entry';
import {
  adminNewsRecord,
  newsBulkData,
  newsBulkRejectBody,
  newsCloneBody,
  newsCreateBody,
  newsIdsBody,
  newsImageParams,
  newsListQuery,
  newsPreviewTextBody,
  newsPreviewTextData,
  newsRejectBody,
  newsSlugCheckData,
  newsSlugCheckQuery,
  newsTextImageData,
  newsUpdateBody,
} from './news';
import { idParams } from './staff';

/** Editors review every story; authors write their own (scoped by the API, never published by them). */
const EDITORS = ['administrator', 'editor'] as const;
const WRITERS = ['administrator', 'editor', 'author'] as const;

// The security test fills `:id` with an author's id, so examples name story 1 (a 404 is fine).
const STORY = { id: '1' };
const none = z.object({}).strict();

/** Stories and the approval queue (plan slice 5). */
export const newsEndpoints = {
  ...crudEntries('news', 'news', {
    roles: { read: WRITERS, write: WRITERS }, record: adminNewsRecord, listQuery: newsListQuery,
    createBody: newsCreateBody, updateBody: newsUpdateBody, files: ['image', 'gallery', 'video'],
    summaries: {
      list: 'Stories (an author: their own), with search and filters',
      get: 'One story',
      create: 'Writes a story (an author: a draft or pending one)',
      update: 'Changes a story; its files are replaced or added',
      delete: 'Deletes a story and its files',
    },
    examples: { record: STORY, create: { language_id: 1, category_id: 1, title: 'An example' }, update: { title: 'Retitled' } },
  }, {
    'news.slugCheck': {
      method: 'GET', path: 'news/slug-check', roles: WRITERS, summary: 'Whether a slug is free for a story',
      query: newsSlugCheckQuery, data: newsSlugCheckData, example: { query: { slug: 'a-free-slug' } },
    },
  }),
  'news.bulkDelete': {
    method: 'POST', path: 'news/bulk-delete', roles: WRITERS, summary: 'Deletes several stories',
    body: newsIdsBody, data: newsBulkData, example: { body: { ids: [1] } },
  },
  'news.deleteImage': {
    method: 'DELETE', path: 'news/:id/images/:imageId', roles: WRITERS, summary: 'Removes one image of a story’s gallery',
    params: newsImageParams, data: adminNewsRecord, example: { params: { ...STORY, imageId: '1' } },
  },
  'news.approve': {
    method: 'POST', path: 'news/:id/approve', roles: EDITORS, summary: 'Publishes a story; a reader writer is told',
    params: idParams, body: none, data: adminNewsRecord, example: { params: STORY, body: {} },
  },
  'news.reject': {
    method: 'POST', path: 'news/:id/reject', roles: EDITORS, summary: 'Rejects a story with a reason sent to its writer',
    params: idParams, body: newsRejectBody, data: adminNewsRecord, example: { params: STORY, body: { reason: 'Needs a source' } },
  },
  'news.bulkApprove': {
    method: 'POST', path: 'news/bulk-approve', roles: EDITORS, summary: 'Publishes several stories',
    body: newsIdsBody, data: newsBulkData, example: { body: { ids: [1] } },
  },
  'news.bulkReject': {
    method: 'POST', path: 'news/bulk-reject', roles: EDITORS, summary: 'Rejects several stories with one reason',
    body: newsBulkRejectBody, data: newsBulkData, example: { body: { ids: [1], reason: 'Off topic' } },
  },
  'news.clone': {
    method: 'POST', path: 'news/:id/clone', roles: WRITERS, summary: 'Copies a story as a draft in another language',
    params: idParams, body: newsCloneBody, data: adminNewsRecord, example: { params: STORY, body: { language_id: 1 } },
  },
  'news.push': {
    method: 'POST', path: 'news/:id/push', roles: EDITORS, summary: 'Sends a published story as a push notification',
    params: idParams, body: none, data: adminNothing, example: { params: STORY, body: {} },
  },
  'news.textImage': {
    method: 'POST', path: 'news/text-images', roles: WRITERS, summary: 'Stores an image for a story’s text (the editor’s upload)',
    body: none, files: ['image'], data: newsTextImageData, example: { body: {} },
  },
  'news.previewText': {
    method: 'POST', path: 'news/preview-text', roles: WRITERS, summary: 'The story text as readers will get it, for the preview', changesNothing: true,
    body: newsPreviewTextBody, data: newsPreviewTextData, example: { body: { description: '<p>Text</p>' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
