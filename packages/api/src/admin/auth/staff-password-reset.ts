import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { badRequest } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { hashPassword, passwordProblem } from '../../identity/passwords';
import { LIMITS, takeOrRefuse } from '../../identity/rate-limits';
import type { AuditNote } from '../core/audit';
import { fieldError } from '../core/admin-errors';
import { endStaffSessions } from '../core/staff-session';
import { staffBy } from './staff-records';
import { endStaffTokens, issueStaffToken, liveStaffToken, useStaffToken } from './staff-tokens';

/** A reset link works once, for 30 minutes (ADR 010). */
const RESET_LIFETIME_MS = 30 * 60_000;
const LINK_INVALID = 'This link is invalid or has expired; please ask for a new one';

/**
 * Mails a reset link when the address belongs to an active account; the answer is the same
 * either way. The link carries the token in its fragment, which no server or proxy log receives.
 * Requests for unknown addresses are logged too: a run of them is someone guessing.
 */
export async function requestStaffPasswordReset(deps: HandlerDeps, email: string, address: string): Promise<AuditNote> {
  await takeOrRefuse(deps, LIMITS.mailPerAddress, address);
  await takeOrRefuse(deps, LIMITS.mailPerAccount, `admin:${email}`);
  const staff = await staffBy(deps, 'email', email);
  if (!staff || staff.status !== 1) return { action: 'password_reset_requested', resource: 'staff', actor: { id: null, email } };
  await endStaffTokens(deps, 'reset_password', staff.id);
  const token = await issueStaffToken(deps, 'reset_password', staff.id, RESET_LIFETIME_MS);
  const link = `${deps.config.publicUrl}/admin/reset-password#token=${token}`;
  const text = `Someone asked to reset the password of your newsroom console account.\n\nOpen this link within 30 minutes to choose a new one:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`;
  deps.identity.deliveries.start('a console password reset mail', () => deps.identity.mail.sendMail({ to: staff.email, subject: 'Reset your console password', text, link }));
  return { action: 'password_reset_requested', resource: 'staff', recordId: staff.id, actor: { id: staff.id, email: staff.email } };
}

/** Sets a new password from a reset link; every session of the account ends. */
export async function resetStaffPassword(deps: HandlerDeps, token: string, password: string, address: string): Promise<AuditNote> {
  await takeOrRefuse(deps, LIMITS.linkPerAddress, address);
  const live = await liveStaffToken(deps, 'reset_password', token);
  const staff = live?.staffId ? await staffBy(deps, 'id', live.staffId) : null;
  if (!live || !staff || staff.status !== 1) throw badRequest(LINK_INVALID);
  // Checked before the link is used up, so a refused password leaves the link working.
  const problem = await passwordProblem(password, staff.email);
  if (problem) throw fieldError('password', problem);
  const passwordHash = await hashPassword(password);
  if (!(await useStaffToken(deps, 'reset_password', token))) throw badRequest(LINK_INVALID);
  await deps.db
    .update(schema.staffUsers)
    .set({ passwordHash, demoPassword: false, failedSignins: 0, lockouts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(schema.staffUsers.id, staff.id));
  await endStaffSessions(deps, staff.id);
  return { action: 'password_reset', resource: 'staff', recordId: staff.id, before: { password: 1 }, after: { password: 2 }, actor: { id: staff.id, email: staff.email } };
}
