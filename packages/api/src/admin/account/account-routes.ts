import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { notFound } from '../../core/errors';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { takeOrRefuse } from '../../identity/rate-limits';
import { fieldError } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import { endStaffSessions } from '../core/staff-session';
import { staffPasswordProblem } from '../auth/staff-accounts';
import { staffBy } from '../auth/staff-records';
import { STAFF_SIGN_IN_PER_ADDRESS } from '../auth/staff-sign-in';

/** A password change proves the person at the keyboard, then ends every other session. */
const changePassword = defineAdminRoute('account.password', {
  async handle({ deps, body, staff, address }) {
    await takeOrRefuse(deps, STAFF_SIGN_IN_PER_ADDRESS, address);
    const row = await staffBy(deps, 'id', staff.id);
    if (!row || !(await verifyPassword(body.current_password, row.passwordHash)).matches) throw fieldError('current_password', 'is not your current password');
    const problem = await staffPasswordProblem(body.new_password, row.email);
    if (problem) throw fieldError('new_password', problem);
    await deps.db
      .update(schema.staffUsers)
      .set({ passwordHash: await hashPassword(body.new_password), demoPassword: false, updatedAt: new Date() })
      .where(eq(schema.staffUsers.id, staff.id));
    await endStaffSessions(deps, staff.id, staff.sessionId);
    return {
      data: {},
      audit: { action: 'password_change', resource: 'staff', recordId: staff.id, before: { password: 1, demo_password: row.demoPassword }, after: { password: 2, demo_password: false } },
    };
  },
});

const listSessions = defineAdminRoute('account.sessions', {
  async handle({ deps, staff }) {
    const rows = await deps.db.select().from(schema.staffSessions).where(and(eq(schema.staffSessions.staffId, staff.id), eq(schema.staffSessions.state, 'active'))).orderBy(desc(schema.staffSessions.lastUsedAt));
    return {
      data: rows.map((row) => ({
        id: row.id,
        current: row.id === staff.sessionId,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        address: row.address,
        user_agent: row.userAgent,
      })),
    };
  },
});

const endSession = defineAdminRoute('account.endSession', {
  async handle({ deps, staff, params }) {
    const ended = await deps.db
      .delete(schema.staffSessions)
      .where(and(eq(schema.staffSessions.id, params.id), eq(schema.staffSessions.staffId, staff.id)))
      .returning({ id: schema.staffSessions.id });
    if (ended.length === 0) throw notFound('Session');
    return { data: {}, audit: { action: 'session_end', resource: 'session', recordId: params.id } };
  },
});

export const accountRoutes = [changePassword, listSessions, endSession];
