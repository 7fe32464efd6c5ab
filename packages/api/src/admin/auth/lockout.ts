import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { HandlerDeps } from '../../core/handler-deps';
import type { StaffRow } from './staff-records';

/** Failures in a row that lock an account (ADR 010). */
export const FAILURES_TO_LOCK = 5;
const FIRST_LOCK_MS = 15 * 60_000;
const LONGEST_LOCK_MS = 24 * 3_600_000;

/** The first lock lasts 15 minutes; each next one twice as long, up to a day. */
export const lockLengthMs = (lockoutsBefore: number) => Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(lockoutsBefore, 10));

export const isLocked = (row: Pick<StaffRow, 'lockedUntil'>, now = Date.now()) => row.lockedUntil !== null && row.lockedUntil.getTime() > now;

/**
 * Counts a failure in the database, so every process sees the same count; the fifth in a row
 * locks the account. Answers the lock's end when this failure locked it.
 */
export async function countFailure(deps: Pick<HandlerDeps, 'db'>, staffId: number): Promise<Date | null> {
  const [row] = await deps.db
    .update(schema.staffUsers)
    .set({ failedSignins: sql`${schema.staffUsers.failedSignins} + 1` })
    .where(eq(schema.staffUsers.id, staffId))
    .returning({ failed: schema.staffUsers.failedSignins, lockouts: schema.staffUsers.lockouts });
  if (!row || row.failed < FAILURES_TO_LOCK) return null;
  const until = new Date(Date.now() + lockLengthMs(row.lockouts));
  await deps.db.update(schema.staffUsers).set({ failedSignins: 0, lockouts: row.lockouts + 1, lockedUntil: until }).where(eq(schema.staffUsers.id, staffId));
  return until;
}

/** A success (or an administrator's unlock) forgets the failures and the doubling. */
export async function clearFailures(deps: Pick<HandlerDeps, 'db'>, staffId: number): Promise<void> {
  await deps.db.update(schema.staffUsers).set({ failedSignins: 0, lockouts: 0, lockedUntil: null }).where(eq(schema.staffUsers.id, staffId));
}
