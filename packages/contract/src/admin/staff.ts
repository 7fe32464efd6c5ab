import { z } from 'zod';
import { identityEmail, identityPassword } from '../identity';
import { isoTime } from './answers';
import { listQuery } from './list-query';
import { STAFF_ROLES } from './staff-roles';

/** A staff account as the console lists and edits it. Never its secrets. */
export const staffRecord = z
  .object({
    id: z.number().int().positive(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    demo_password: z.boolean(),
    second_factor: z.boolean(),
    locked_until: isoTime().nullable(),
    last_sign_in_at: isoTime().nullable(),
    created_at: isoTime(),
    updated_at: isoTime(),
  })
  .strict();
export type StaffRecord = z.infer<typeof staffRecord>;

const name = () => z.string().trim().max(100);

/** An administrator creates an account with a first password, which its owner should change. */
export const staffCreateBody = z
  .object({ email: identityEmail(), name: name().default(''), role: z.enum(STAFF_ROLES), password: identityPassword() })
  .strict();

/**
 * Changes of an account. Deactivating (`active: false`) or changing the role ends its sessions at
 * once. `updated_at` is the version the form edited: a newer row answers 409.
 */
export const staffUpdateBody = z
  .object({ name: name().optional(), role: z.enum(STAFF_ROLES).optional(), active: z.boolean().optional(), updated_at: isoTime().optional() })
  .strict();

export const staffListQuery = listQuery(['id', 'email', 'name', 'role', 'last_sign_in_at'], z.object({
  q: z.string().max(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  active: z.boolean().optional(),
  id: z.array(z.number().int().positive()).max(100).optional(),
}).strict());

/** `POST /admin/api/account/password`: the current password proves the person at the keyboard. */
export const accountPasswordBody = z
  .object({ current_password: z.string().min(1).max(128), new_password: identityPassword() })
  .strict();

/** One of the signed-in staff member's sessions, for "where am I signed in". */
export const accountSessionRecord = z
  .object({
    id: z.number().int().positive(),
    current: z.boolean(),
    created_at: isoTime(),
    last_used_at: isoTime(),
    expires_at: isoTime(),
    address: z.string(),
    user_agent: z.string(),
  })
  .strict();

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
