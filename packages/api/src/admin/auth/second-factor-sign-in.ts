import { and, eq, gt, lt } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { tooManyRequests, unauthorized } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { takeOrRefuse } from '../../identity/rate-limits';
import { FieldErrors } from '../core/admin-errors';
import { writeAudit } from '../core/audit';
import { hashSecret, newSecret } from '../core/secrets';
import { createStaffSession } from '../core/staff-session';
import { countFailure, isLocked } from './lockout';
import { useRecoveryCode } from './recovery-codes';
import { staffBy, type StaffRow } from './staff-records';
import { finishSignIn, hasSecondFactor, STAFF_SIGN_IN_PER_ADDRESS } from './staff-sign-in';
import { totpStepOf } from './totp';

/** How long a correct password waits for its code (ADR 010). */
export const CODE_WAIT_MS = 5 * 60_000;
const WAITING = 'second_factor';
const WRONG_CODE = 'This code is not right or was used already; check the time on your phone, or use a recovery code';
const WRONG_CODE_FIELD = 'is not right, or was used already';
const TOO_SLOW = 'The sign-in waited too long for its code; please sign in again';
const LOCKED = 'Too many failed sign-ins for this account; please try again later or reset your password';

/** A session that opens nothing until its code arrives: `resolveStaffSession` takes only active ones. */
export async function startWaitingForCode(deps: HandlerDeps, staffId: number, from: { address: string; userAgent: string }) {
  const token = newSecret();
  const now = Date.now();
  const expiresAt = new Date(now + CODE_WAIT_MS);
  await deps.db.insert(schema.staffSessions).values({
    staffId,
    tokenHash: hashSecret(token),
    state: WAITING,
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    expiresAt,
    address: from.address,
    userAgent: from.userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

/** Counts the code as used: the conditional update makes two racing sign-ins with one code fail one. */
async function useTotpStep(deps: HandlerDeps, staff: StaffRow, step: number): Promise<boolean> {
  const used = await deps.db
    .update(schema.staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(schema.staffUsers.id, staff.id), lt(schema.staffUsers.totpLastStep, step)))
    .returning({ id: schema.staffUsers.id });
  return used.length > 0;
}

/** Whether a code is right for this account: a TOTP code not used before, or an unused recovery code. */
export async function acceptSecondFactor(deps: HandlerDeps, staff: StaffRow, code: string): Promise<'totp' | 'recovery_code' | null> {
  const step = staff.totpSecret ? await totpStepOf(staff.totpSecret, code.trim(), staff.totpLastStep) : null;
  if (step !== null) return (await useTotpStep(deps, staff, step)) ? 'totp' : null;
  return (await useRecoveryCode(deps, staff.id, code)) ? 'recovery_code' : null;
}

/**
 * Finishes a sign-in that waits for its code: 400 for a wrong or used code (the wait goes on),
 * 401 once the wait has ended, 429 once the account is locked. A wrong code counts toward the account's lock as a
 * wrong password does; once locked, the waiting session ends. A right one ends the waiting
 * session and starts a new one (a new cookie: the waiting token never becomes a full session).
 */
export async function finishWithCode(deps: HandlerDeps, waitingToken: string | undefined, code: string, from: { address: string; userAgent: string }) {
  await takeOrRefuse(deps, STAFF_SIGN_IN_PER_ADDRESS, from.address);
  const waiting = waitingToken && waitingToken.length <= 200 ? await waitingSession(deps, waitingToken) : null;
  if (!waiting) throw unauthorized(TOO_SLOW);
  const staff = await staffBy(deps, 'id', waiting.staffId);
  if (!staff || staff.status !== 1 || !hasSecondFactor(staff)) throw unauthorized(TOO_SLOW);
  const audit = (action: string) => writeAudit(deps, { action, resource: 'session', recordId: staff.id }, { id: staff.id, email: staff.email }, from.address);
  if (isLocked(staff)) {
    await endWaiting(deps, waiting.id);
    await audit('sign_in_refused_locked');
    throw tooManyRequests(LOCKED);
  }
  const accepted = await acceptSecondFactor(deps, staff, code);
  if (!accepted) {
    const lockedUntil = await countFailure(deps, staff.id);
    await audit(lockedUntil ? 'locked' : 'second_factor_failed');
    if (lockedUntil) {
      await endWaiting(deps, waiting.id);
      throw tooManyRequests(LOCKED);
    }
    // A field error, not a 401: the wait goes on, and the console shows it under the input.
    throw new FieldErrors({ code: WRONG_CODE_FIELD }, WRONG_CODE);
  }
  await endWaiting(deps, waiting.id);
  await finishSignIn(deps, staff.id);
  const token = await createStaffSession(deps, staff.id, from);
  return { staff, token, with: accepted };
}

async function waitingSession(deps: HandlerDeps, token: string) {
  const [row] = await deps.db
    .select({ id: schema.staffSessions.id, staffId: schema.staffSessions.staffId })
    .from(schema.staffSessions)
    .where(and(eq(schema.staffSessions.tokenHash, hashSecret(token)), eq(schema.staffSessions.state, WAITING), gt(schema.staffSessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

const endWaiting = (deps: HandlerDeps, id: number) => deps.db.delete(schema.staffSessions).where(eq(schema.staffSessions.id, id));
