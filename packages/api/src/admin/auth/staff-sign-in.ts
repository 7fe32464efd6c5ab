import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { tooManyRequests, unauthorized } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../identity/passwords';
import { takeOrRefuse, type LimitRule } from '../../identity/rate-limits';
import { writeAudit } from '../core/audit';
import { clearFailures, countFailure, FAILURES_TO_LOCK, isLocked } from './lockout';
import { staffBy, type StaffRow } from './staff-records';

const MINUTE = 60_000;
const WRONG = 'Wrong email or password';
const LOCKED = 'Too many failed sign-ins for this account; please try again later or reset your password';

/** Per address, as readers' sign-in (identity/rate-limits.ts), with a budget of its own. */
export const STAFF_SIGN_IN_PER_ADDRESS: LimitRule = { action: 'admin-signin-ip', limit: 10, windowMs: MINUTE, message: 'Too many sign-in attempts from your network' };
/** Failures for an address without an account are counted in memory, so it locks like a real one. */
const UNKNOWN_ACCOUNT = { action: 'admin-signin-unknown', windowMs: 15 * MINUTE };

interface From {
  address: string;
}

/**
 * Checks a staff member's email and password (the second factor, when on, comes next:
 * second-factor-sign-in.ts). An unknown address, a deactivated account and a
 * wrong password take the same time and get the same answer; five failures in a row lock the
 * account (even against the right password) for 15 minutes, doubling each time (lockout.ts).
 */
export async function signInStaff(deps: HandlerDeps, email: string, password: string, from: From): Promise<StaffRow> {
  await takeOrRefuse(deps, STAFF_SIGN_IN_PER_ADDRESS, from.address);
  const staff = await staffBy(deps, 'email', email);
  const audit = (action: string) => writeAudit(deps, { action, resource: 'session', recordId: staff?.id ?? '' }, { id: staff?.id ?? null, email }, from.address);

  if (!staff || staff.status !== 1) {
    await burnPasswordCheck(password);
    const locked = (await deps.limiter.used(UNKNOWN_ACCOUNT.action, email)) >= FAILURES_TO_LOCK;
    if (!locked) await deps.limiter.take(UNKNOWN_ACCOUNT.action, email, FAILURES_TO_LOCK, UNKNOWN_ACCOUNT.windowMs);
    await audit('sign_in_failed');
    throw locked ? tooManyRequests(LOCKED) : unauthorized(WRONG);
  }
  if (isLocked(staff)) {
    await burnPasswordCheck(password);
    await audit('sign_in_refused_locked');
    throw tooManyRequests(LOCKED);
  }
  const check = await verifyPassword(password, staff.passwordHash);
  if (!check.matches) {
    const lockedUntil = await countFailure(deps, staff.id);
    await audit(lockedUntil ? 'locked' : 'sign_in_failed');
    throw unauthorized(WRONG);
  }
  if (check.outdated) await deps.db.update(schema.staffUsers).set({ passwordHash: await hashPassword(password) }).where(eq(schema.staffUsers.id, staff.id));
  // With a second factor the failures stay counted until the code is right: otherwise the
  // password alone would buy four more guesses at the code, again and again.
  if (!hasSecondFactor(staff)) await finishSignIn(deps, staff.id);
  return staff;
}

export const hasSecondFactor = (staff: Pick<StaffRow, 'totpEnabledAt' | 'totpSecret'>) => staff.totpEnabledAt !== null && staff.totpSecret !== null;

/** Every factor passed: the failures are forgotten and the sign-in time kept. */
export async function finishSignIn(deps: Pick<HandlerDeps, 'db'>, staffId: number): Promise<void> {
  await clearFailures(deps, staffId);
  await deps.db.update(schema.staffUsers).set({ lastSignInAt: new Date() }).where(eq(schema.staffUsers.id, staffId));
}
