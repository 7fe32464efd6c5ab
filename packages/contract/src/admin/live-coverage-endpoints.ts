import { z } from 'zod';
import { adminNothing } from './answers';
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
  'breakingNews.list': {
    method: 'GET', path: 'breaking-news', roles: EDITORS, summary: 'Breaking news of every language, open and closed', query: breakingNewsListQuery,
    data: z.array(breakingNewsRecord), paged: true, example: {},
  },
  'breakingNews.get': {
    method: 'GET', path: 'breaking-news/:id', roles: EDITORS, summary: 'One breaking news item',
    params: idParams, data: breakingNewsRecord, example: { params: { id: '1' } },
  },
  'breakingNews.create': {
    method: 'POST', path: 'breaking-news', roles: EDITORS, summary: 'Creates a breaking news item (open unless said otherwise); multipart for its image or video',
    body: breakingNewsBody, files: ['image', 'video'], data: breakingNewsRecord, example: { body: breakingExample },
  },
  'breakingNews.update': {
    method: 'PUT', path: 'breaking-news/:id', roles: EDITORS, summary: 'Changes a breaking news item; a new image or video replaces the stored one',
    params: idParams, body: breakingNewsBody, files: ['image', 'video'], data: breakingNewsRecord, example: { params: { id: '1' }, body: breakingExample },
  },
  'breakingNews.delete': {
    method: 'DELETE', path: 'breaking-news/:id', roles: EDITORS, summary: 'Deletes a breaking news item and its files',
    params: idParams, data: adminNothing, example: { params: { id: '1' } },
  },
  'breakingNews.bulkStatus': {
    method: 'POST', path: 'breaking-news/bulk-status', roles: EDITORS, summary: 'Opens or closes several breaking news items',
    body: liveStatusBody, data: liveStatusData, example: { body: { ids: [1], status: 0 } },
  },
  'breakingNews.push': {
    method: 'POST', path: 'breaking-news/:id/push', roles: EDITORS, summary: 'Sends an open breaking news item as a push notification to its language’s devices',
    params: idParams, body: z.object({}).strict(), data: breakingNewsPushData, example: { params: { id: '1' }, body: {} },
  },
  'liveStreams.list': {
    method: 'GET', path: 'live-streams', roles: EDITORS, summary: 'Live streams of every language, on air and ended', query: liveStreamListQuery,
    data: z.array(liveStreamRecord), paged: true, example: {},
  },
  'liveStreams.get': {
    method: 'GET', path: 'live-streams/:id', roles: EDITORS, summary: 'One live stream',
    params: idParams, data: liveStreamRecord, example: { params: { id: '1' } },
  },
  'liveStreams.create': {
    method: 'POST', path: 'live-streams', roles: EDITORS, summary: 'Creates a live stream (on air unless said otherwise); multipart for its image',
    body: liveStreamBody, files: ['image'], data: liveStreamRecord, example: { body: streamExample },
  },
  'liveStreams.update': {
    method: 'PUT', path: 'live-streams/:id', roles: EDITORS, summary: 'Changes a live stream; a new image replaces the stored one',
    params: idParams, body: liveStreamBody, files: ['image'], data: liveStreamRecord, example: { params: { id: '1' }, body: streamExample },
  },
  'liveStreams.delete': {
    method: 'DELETE', path: 'live-streams/:id', roles: EDITORS, summary: 'Deletes a live stream and its image',
    params: idParams, data: adminNothing, example: { params: { id: '1' } },
  },
  'liveStreams.bulkStatus': {
    method: 'POST', path: 'live-streams/bulk-status', roles: EDITORS, summary: 'Puts several live streams on air or ends them',
    body: liveStatusBody, data: liveStatusData, example: { body: { ids: [1], status: 0 } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
