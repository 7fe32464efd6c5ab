import { z } from 'zod';
import { adminNothing } from './answers';
import { ADMINISTRATORS, type AdminEndpointEntry } from './endpoint-entry';
import { readerListQuery, readerProfile, readerRecord, readerRoleBody } from './readers';
import { idParams } from './staff';

/** Moderators look after readers (ADR 010); granting the right to write is an editorial decision. */
const READER_KEEPERS = ['administrator', 'editor', 'moderator'] as const;
const EDITORS = ['administrator', 'editor'] as const;

const missing = { id: '2147483647' };

/** Reader accounts: search, profile, deactivate, delete, author role. */
export const readersEndpoints = {
  'readers.list': {
    method: 'GET', path: 'readers', roles: READER_KEEPERS, summary: 'Reader accounts: search by name, email or phone, filter by status, role and sign-up date',
    query: readerListQuery, data: z.array(readerRecord), paged: true, example: {},
  },
  'readers.get': {
    method: 'GET', path: 'readers/:id', roles: READER_KEEPERS, summary: 'One reader with their activity, recent comments and stories',
    params: idParams, data: readerProfile, example: { params: missing },
  },
  'readers.deactivate': {
    method: 'POST', path: 'readers/:id/deactivate', roles: READER_KEEPERS, summary: 'Deactivates a reader: every session ends at once and sign-in is refused',
    params: idParams, body: z.object({}).strict(), data: readerRecord, example: { params: missing, body: {} },
  },
  'readers.reactivate': {
    method: 'POST', path: 'readers/:id/reactivate', roles: READER_KEEPERS, summary: 'Lets a deactivated reader sign in again',
    params: idParams, body: z.object({}).strict(), data: readerRecord, example: { params: missing, body: {} },
  },
  'readers.setRole': {
    method: 'PUT', path: 'readers/:id/role', roles: EDITORS, summary: 'Grants or removes the author role (author: needs approval; trusted author: publishes at once)',
    params: idParams, body: readerRoleBody, data: readerRecord, example: { params: missing, body: { role: 'author' } },
  },
  'readers.delete': {
    method: 'DELETE', path: 'readers/:id', roles: ADMINISTRATORS, summary: 'Deletes a reader and everything they own, as delete_user does',
    params: idParams, data: adminNothing, example: { params: missing },
  },
} as const satisfies Record<string, AdminEndpointEntry>;
