import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { defineAdminRoute } from '../core/admin-route';
import { endStaffSessions } from '../core/staff-session';
import { createStaffAccount } from '../auth/staff-accounts';
import { clearFailures } from '../auth/lockout';
import { staffBy, toStaffRecord } from '../auth/staff-records';
import { listStaff } from './staff-list';

async function existing(deps: HandlerDeps, id: number) {
  const row = await staffBy(deps, 'id', id);
  if (!row) throw notFound('Staff account');
  return row;
}

/** The audited view of an account: what an administrator may change, without times. */
const audited = (row: Awaited<ReturnType<typeof existing>>) => ({ email: row.email, name: row.name, role: row.role, active: row.status === 1 });

const list = defineAdminRoute('staff.list', { handle: async ({ deps, query }) => listStaff(deps, query) });

const get = defineAdminRoute('staff.get', { handle: async ({ deps, params }) => ({ data: toStaffRecord(await existing(deps, params.id)) }) });

const create = defineAdminRoute('staff.create', {
  async handle({ deps, body }) {
    const row = await createStaffAccount(deps, body);
    return { data: toStaffRecord(row), status: 201, audit: { action: 'create', resource: 'staff', recordId: row.id, after: { ...audited(row), password: 'set' } } };
  },
});

/**
 * Deactivating an account or changing its role ends its sessions at once: the next call of any of
 * them is refused. An administrator cannot demote or deactivate themselves, so a newsroom always
 * keeps one who can undo a mistake.
 */
const update = defineAdminRoute('staff.update', {
  async handle({ deps, params, body, staff }) {
    const before = await existing(deps, params.id);
    if (body.updated_at && new Date(body.updated_at).getTime() !== before.updatedAt.getTime()) throw conflict('Someone else changed this account meanwhile; reload it and try again');
    const demotes = (body.role !== undefined && body.role !== 'administrator') || body.active === false;
    if (before.id === staff.id && demotes) throw forbidden('You cannot remove your own administrator access');
    const [after] = await deps.db
      .update(schema.staffUsers)
      .set({ name: body.name ?? before.name, role: body.role ?? before.role, status: body.active === undefined ? before.status : body.active ? 1 : 0, updatedAt: new Date() })
      .where(eq(schema.staffUsers.id, before.id))
      .returning();
    if (!after) throw notFound('Staff account');
    if (after.role !== before.role || after.status !== 1) await endStaffSessions(deps, after.id);
    return { data: toStaffRecord(after), audit: { action: 'update', resource: 'staff', recordId: after.id, before: audited(before), after: audited(after) } };
  },
});

const revokeSessions = defineAdminRoute('staff.revokeSessions', {
  async handle({ deps, params }) {
    const row = await existing(deps, params.id);
    await endStaffSessions(deps, row.id);
    return { data: {}, audit: { action: 'revoke_sessions', resource: 'staff', recordId: row.id } };
  },
});

const unlock = defineAdminRoute('staff.unlock', {
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    await clearFailures(deps, before.id);
    const after = await existing(deps, params.id);
    const lock = (row: typeof before) => ({ locked_until: row.lockedUntil?.toISOString() ?? null, failed_signins: row.failedSignins });
    return { data: toStaffRecord(after), audit: { action: 'unlock', resource: 'staff', recordId: before.id, before: lock(before), after: lock(after) } };
  },
});

export const staffRoutes = [list, get, create, update, revokeSessions, unlock];
