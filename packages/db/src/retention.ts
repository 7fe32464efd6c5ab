import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { deviceTokens } from './schema/notifications';
import { rateLimits } from './schema/rate-limits';
import { userSessions } from './schema/users';

/**
 * Devices not seen for this many days are forgotten. FCM itself treats a registration token
 * unused for 270 days as expired, and asks apps to refresh theirs at least monthly; a browser's
 * push subscription is renewed by the site's next visit. A device that was away longer simply
 * registers again when it comes back.
 */
export const STALE_DEVICE_DAYS = 270;

/**
 * Deletes the push devices whose last registration (`updated_at`) is older than
 * `STALE_DEVICE_DAYS`, so registrations that stopped coming (uninstalled apps, cleared
 * browsers, or a script's made-up tokens) do not stay forever. Returns how many went.
 */
export async function forgetStaleDevices(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_DEVICE_DAYS * 24 * 60 * 60 * 1000);
  // Counted in the database: a first run on a large table must not bring every id into memory.
  const result = (await db.execute(sql`
    with gone as (delete from ${deviceTokens} where ${deviceTokens.updatedAt} < ${cutoff.toISOString()}::timestamptz returning 1)
    select count(*)::int as "count" from gone`)) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

/** Sessions ended this long ago go: long enough for support to see a recent sign-out. */
export const ENDED_SESSION_KEEP_DAYS = 7;

/**
 * Deletes sessions that ended (`expires_at` passed: idle too long, signed out or past the
 * absolute limit, which `expires_at` never exceeds) more than ENDED_SESSION_KEEP_DAYS ago, so
 * the table holds live sessions, not every sign-in ever made. Returns how many went.
 */
export async function forgetEndedSessions(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const result = (await db.execute(sql`
    with gone as (delete from ${userSessions} where ${userSessions.expiresAt} < ${cutoff.toISOString()}::timestamptz returning 1)
    select count(*)::int as "count" from gone`)) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

/**
 * Deletes rate-limit windows that have ended (schema/rate-limits.ts): a row is only needed while
 * its window runs, and a busy site makes one per address and action each minute. Returns how many went.
 */
export async function forgetEndedRateLimits(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    with gone as (delete from ${rateLimits} where ${rateLimits.resetAt} <= now() returning 1)
    select count(*)::int as "count" from gone`)) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
