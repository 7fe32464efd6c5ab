import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { badRequest, notFound } from '../../core/errors';
import { defineAdminRoute } from '../core/admin-route';
import { endStaffSessions } from '../core/staff-session';
import { forgetRecoveryCodes } from './recovery-codes';
import { finishWithCode } from './second-factor-sign-in';
import { sessionAnswer, staffBy, toStaffRecord } from './staff-records';

/** The second step of a sign-in: the waiting cookie and a code give a full session. */
const secondFactor = defineAdminRoute('auth.secondFactor', {
  async handle({ deps, body, sessionCookie, address, userAgent }) {
    const done = await finishWithCode(deps, sessionCookie, body.code, { address, userAgent });
    return {
      data: sessionAnswer(done.staff, done.token),
      cookie: { set: done.token },
      audit: {
        action: done.with === 'totp' ? 'sign_in' : 'sign_in_with_recovery_code',
        resource: 'session',
        recordId: done.staff.id,
        actor: { id: done.staff.id, email: done.staff.email },
      },
    };
  },
});

/**
 * An administrator turns off someone else's second factor (a lost phone and lost codes). Their
 * sessions end too: whoever asked may not be the one holding the account.
 */
const resetSecondFactor = defineAdminRoute('staff.resetSecondFactor', {
  async handle({ deps, params, staff: administrator }) {
    if (params.id === administrator.id) throw badRequest('Turn off your own second factor on your Account page');
    const before = await staffBy(deps, 'id', params.id);
    if (!before) throw notFound('Staff account');
    const [after] = await deps.db
      .update(schema.staffUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: 0, updatedAt: new Date() })
      .where(eq(schema.staffUsers.id, params.id))
      .returning();
    await forgetRecoveryCodes(deps, params.id);
    await endStaffSessions(deps, params.id);
    return {
      data: toStaffRecord(after!),
      audit: {
        action: 'second_factor_reset',
        resource: 'staff',
        recordId: params.id,
        before: { second_factor: before.totpEnabledAt !== null, totp_secret: before.totpSecret ? 1 : null },
        after: { second_factor: false, totp_secret: null },
      },
    };
  },
});

export const secondFactorRoutes = [secondFactor, resetSecondFactor];
