import { z } from 'zod';
import { crudEntries } from './crud-entries';
import type { AdminEndpointEntry } from './endpoint-entry';
import { idParams } from './staff';
import {
  breakingNewsBody,
  breakingNewsListQuery,
  breakingNewsPushData,
  breakingNewsRecord,
  liveStatusBody,
  liveStatusData,
  liveStreamBody,
  liveStreamListQuery,
  liveStreamRecord,
} from './live-coverage';

/** Breaking news and live streams are the newsroom's to open and close; authors and moderators are not. */
const EDITORS = ['administrator', 'editor'] as const;

const breakingExample = { language_id: 1, title: 'Example breaking news', slug: '', content_type: 'standard_post', description: '<p>Developing.</p>' };
const streamExample = { language_id: 1, title: 'Example live stream', type: 'url_other', url: 'https://cdn.example.com/live/index.m3u8' };

export const liveCoverageEndpoints = {
  ...crudEntries('breakingNews', 'breaking-news', {
    roles: { read: EDITORS, write: EDITORS }, record: breakingNewsRecord, listQuery: breakingNewsListQuery,
    createBody: breakingNewsBody, updateBody: breakingNewsBody, files: ['image', 'video'],
    summaries: {
      list: 'Breaking news of every language, open and closed',
      get: 'One breaking news item',
      create: 'Creates a breaking news item (open unless said otherwise); multipart for its image or video',
      update: 'Changes a breaking news item; a new image or video replaces the stored one',
      delete: 'Deletes a breaking news item and its files',
    },
    examples: { record: { id: '1' }, create: breakingExample, update: breakingExample },
  }),
  'breakingNews.bulkStatus': {
    method: 'POST', path: 'breaking-news/bulk-status', roles: EDITORS, summary: 'Opens or closes several breaking news items',
    body: liveStatusBody, data: liveStatusData, example: { body: { ids: [1], status: 0 } },
  },
  'breakingNews.push': {
    method: 'POST', path: 'breaking-news/:id/push', roles: EDITORS, summary: 'Sends an open breaking news item as a push notification to its language’s devices',
    params: idParams, body: z.object({}).strict(), data: breakingNewsPushData, example: { params: { id: '1' }, body: {} },
  },
  ...crudEntries('liveStreams', 'live-streams', {
    roles: { read: EDITORS, write: EDITORS }, record: liveStreamRecord, listQuery: liveStreamListQuery,
    createBody: liveStreamBody, updateBody: liveStreamBody, files: ['image'],
    summaries: {
      list: 'Live streams of every language, on air and ended',
      get: 'One live stream',
      create: 'Creates a live stream (on air unless said otherwise); multipart for its image',
      update: 'Changes a live stream; a new image replaces the stored one',
      delete: 'Deletes a live stream and its image',
    },
    examples: { record: { id: '1' }, create: streamExample, update: streamExample },
  }),
  'liveStreams.bulkStatus': {
    method: 'POST', path: 'live-streams/bulk-status', roles: EDITORS, summary: 'Puts several live streams on air or ends them',
    body: liveStatusBody, data: liveStatusData, example: { body: { ids: [1], status: 0 } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
