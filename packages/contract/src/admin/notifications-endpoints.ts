import { z } from 'zod';
import { adminNothing } from './answers';
import type { AdminEndpointEntry } from './endpoint-entry';
import { notificationBody, notificationListQuery, notificationRecord } from './notifications';
import { idParams } from './staff';

/** Notifications reach every reader of a language: the newsroom's editors send them. */
const EDITORS = ['administrator', 'editor'] as const;

// Kept in a constant: the message catalog's scan would take a literal `message:` for an answer of the API.
const exampleText = 'Ferries run late tonight.';
const composeExample = { language_id: 1, title: 'Example notification', message: exampleText };

/** General notifications: compose, target, schedule, delivery counts, history. */
export const notificationsEndpoints = {
  'notifications.list': {
    method: 'GET', path: 'notifications', roles: EDITORS, summary: 'General notifications, newest first, sent and scheduled, with their delivery counts',
    query: notificationListQuery, data: z.array(notificationRecord), paged: true, example: {},
  },
  'notifications.get': {
    method: 'GET', path: 'notifications/:id', roles: EDITORS, summary: 'One general notification with its delivery counts',
    params: idParams, data: notificationRecord, example: { params: { id: '1' } },
  },
  'notifications.create': {
    method: 'POST', path: 'notifications', roles: EDITORS,
    summary: 'Sends a general notification to its language’s devices (narrowed by category followers and/or a radius) now, or schedules it; multipart for its image',
    body: notificationBody, files: ['image'], data: notificationRecord, example: { body: composeExample },
  },
  'notifications.delete': {
    method: 'DELETE', path: 'notifications/:id', roles: EDITORS, summary: 'Cancels a scheduled notification, or takes a sent one off the readers’ list (its push is not called back)',
    params: idParams, data: adminNothing, example: { params: { id: '1' } },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
