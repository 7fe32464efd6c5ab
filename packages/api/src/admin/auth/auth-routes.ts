import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { defineAdminRoute } from '../core/admin-route';
import { createStaffSession } from '../core/staff-session';
import { setUpFirstAdministrator } from './first-administrator';
import { requestStaffPasswordReset, resetStaffPassword } from './staff-password-reset';
import { sessionAnswer, toStaffRecord } from './staff-records';
import { startWaitingForCode } from './second-factor-sign-in';
import { hasSecondFactor, signInStaff } from './staff-sign-in';

const signIn = defineAdminRoute('auth.signIn', {
  async handle({ deps, body, address, userAgent }) {
    const staff = await signInStaff(deps, body.email, body.password, { address });
    if (hasSecondFactor(staff)) {
      const waiting = await startWaitingForCode(deps, staff.id, { address, userAgent });
      return {
        data: { step: 'second_factor' as const, expires_at: waiting.expiresAt.toISOString() },
        cookie: { set: waiting.token },
        audit: { action: 'sign_in_password_passed', resource: 'session', recordId: staff.id, actor: { id: staff.id, email: staff.email } },
      };
    }
    const token = await createStaffSession(deps, staff.id, { address, userAgent });
    return {
      data: sessionAnswer(staff, token),
      cookie: { set: token },
      audit: { action: 'sign_in', resource: 'session', recordId: staff.id, actor: { id: staff.id, email: staff.email } },
    };
  },
});

const signOut = defineAdminRoute('auth.signOut', {
  async handle({ deps, staff }) {
    await deps.db.delete(schema.staffSessions).where(eq(schema.staffSessions.id, staff.sessionId));
    return { data: {}, cookie: { clear: true }, audit: { action: 'sign_out', resource: 'session', recordId: staff.id } };
  },
});

const session = defineAdminRoute('session', {
  async handle({ staff }) {
    return { data: sessionAnswer({ ...staff, role: staff.role }, staff.token) };
  },
});

const forgotPassword = defineAdminRoute('auth.forgotPassword', {
  async handle({ deps, body, address }) {
    return { data: {}, status: 202, audit: await requestStaffPasswordReset(deps, body.email, address) };
  },
});

const resetPassword = defineAdminRoute('auth.resetPassword', {
  async handle({ deps, body, address }) {
    return { data: {}, audit: await resetStaffPassword(deps, body.token, body.password, address) };
  },
});

const setup = defineAdminRoute('setup', {
  async handle({ deps, body, address, userAgent }) {
    const staff = await setUpFirstAdministrator(deps, body);
    const token = await createStaffSession(deps, staff.id, { address, userAgent });
    const { updated_at: _updated, created_at: _created, last_sign_in_at: _last, ...after } = toStaffRecord(staff);
    return {
      data: sessionAnswer(staff, token),
      status: 201,
      cookie: { set: token },
      audit: { action: 'setup', resource: 'staff', recordId: staff.id, after: { ...after, password: 'set' }, actor: { id: staff.id, email: staff.email } },
    };
  },
});

export const authRoutes = [signIn, signOut, session, forgotPassword, resetPassword, setup];
