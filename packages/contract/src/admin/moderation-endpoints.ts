import { z } from 'zod';
import type { AdminEndpointEntry } from './endpoint-entry';
import {
  commentBanBody,
  commentBanData,
  commentIdsBody,
  commentListQuery,
  flagQueueQuery,
  moderatedCommentRecord,
  moderatedCountData,
} from './moderation';
import { idParams } from './staff';

/** Comments and their readers are looked after by moderators, editors and administrators. */
const MODERATORS = ['administrator', 'editor', 'moderator'] as const;

/** Comment moderation: the flag queue, comments per story, bans (moderators, editors, administrators). */
export const moderationEndpoints = {
  'moderation.flags': {
    method: 'GET', path: 'comment-flags', roles: MODERATORS, summary: 'Reported comments, one row each with every report, the latest report first',
    query: flagQueueQuery, data: z.array(moderatedCommentRecord), paged: true, example: {},
  },
  'moderation.comments': {
    method: 'GET', path: 'comments', roles: MODERATORS, summary: 'Every comment: by story, writer, status (shown, hidden, waiting) or words',
    query: commentListQuery, data: z.array(moderatedCommentRecord), paged: true, example: {},
  },
  'moderation.comment': {
    method: 'GET', path: 'comments/:id', roles: MODERATORS, summary: 'One comment with its writer, story and reports',
    params: idParams, data: moderatedCommentRecord, example: { params: { id: '1' } },
  },
  'moderation.approve': {
    method: 'POST', path: 'comments/approve', roles: MODERATORS, summary: 'Shows the comments (waiting or hidden) and clears their reports',
    body: commentIdsBody, data: moderatedCountData, example: { body: { ids: [1] } },
  },
  'moderation.hide': {
    method: 'POST', path: 'comments/hide', roles: MODERATORS, summary: 'Hides the comments from readers and clears their reports',
    body: commentIdsBody, data: moderatedCountData, example: { body: { ids: [1] } },
  },
  'moderation.delete': {
    method: 'POST', path: 'comments/delete', roles: MODERATORS, summary: 'Deletes the comments with their replies',
    body: commentIdsBody, data: moderatedCountData, example: { body: { ids: [1] } },
  },
  'moderation.ban': {
    method: 'PUT', path: 'readers/:id/comment-ban', roles: MODERATORS, summary: 'Bars a reader from commenting until a time or for good',
    params: idParams, body: commentBanBody, data: commentBanData, example: { params: { id: '1' }, body: { forever: true, reason: 'Spam' } },
  },
  'moderation.unban': {
    method: 'DELETE', path: 'readers/:id/comment-ban', roles: MODERATORS, summary: 'Lets a barred reader comment again',
    params: idParams, data: commentBanData, example: { params: { id: '1' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
