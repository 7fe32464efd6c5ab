import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, lte, or } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { ApiConfig } from '../config';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 86_400_000;

/**
 * Until when a session signed in at `signedInAt` may run from `now`: the idle limit counted from
 * now, never past the absolute limit counted from sign-in (ADR 004).
 */
function expiryFrom(config: ApiConfig, signedInAt: number, now: number): Date {
  return new Date(Math.min(now + config.sessionIdleDays * DAY_MS, signedInAt + config.sessionMaxDays * DAY_MS));
}

/**
 * How far a stored expiry may fall behind before it is written again: a day, so a token in use
 * costs at most one write a day (less for idle limits of a few days, which would otherwise never
 * move).
 */
const extensionStepMs = (config: ApiConfig) => Math.min(DAY_MS, (config.sessionIdleDays * DAY_MS) / 4);

/**
 * Issues an API bearer token: 256 random bits, of which only a SHA-256 hash is stored, so a
 * leaked database does not leak usable tokens. Its sign-in time comes from this process's clock,
 * like every expiry compared with it.
 */
export async function createSession(deps: Pick<Deps, 'db' | 'config'>, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await deps.db.insert(schema.userSessions).values({ userId, tokenHash: hashToken(token), createdAt: new Date(now), expiresAt: expiryFrom(deps.config, now, now) });
  return token;
}

/**
 * The active user a token belongs to, or null when the token is unknown, idle past its expiry,
 * past the absolute limit, or the user deactivated. Each use slides the expiry forward (the app
 * of this API never signs in again by itself).
 */
export async function resolveSession(deps: Deps, token: string): Promise<Caller | null> {
  if (token.length < 16 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const remembered = deps.sessions.get(tokenHash);
  if (remembered) return remembered;
  const now = Date.now();
  const [row] = await deps.db
    .select({
      id: schema.users.id,
      role: schema.users.role,
      status: schema.users.status,
      expiresAt: schema.userSessions.expiresAt,
      createdAt: schema.userSessions.createdAt,
    })
    .from(schema.userSessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.userSessions.userId))
    .where(and(eq(schema.userSessions.tokenHash, tokenHash), ...stillValid(deps.config, now)))
    .limit(1);
  if (!row || row.status !== 1) return null;
  const caller = { id: row.id, role: row.role };
  deps.sessions.set(tokenHash, caller, await extendSession(deps, tokenHash, row, now));
  return caller;
}

/** Within the idle limit (the stored expiry) and the absolute limit (counted from sign-in, so a lowered setting applies to every token). */
function stillValid(config: ApiConfig, now: number) {
  return [gt(schema.userSessions.expiresAt, new Date(now)), gt(schema.userSessions.createdAt, new Date(now - config.sessionMaxDays * DAY_MS))];
}

/**
 * Moves the stored expiry to `now` + the idle limit once it has fallen a step behind. The
 * condition is repeated in the update, so processes racing on one token write it once.
 */
async function extendSession(deps: Deps, tokenHash: string, row: { expiresAt: Date; createdAt: Date }, now: number): Promise<Date> {
  const stored = new Date(row.expiresAt);
  const target = expiryFrom(deps.config, new Date(row.createdAt).getTime(), now);
  const behind = new Date(target.getTime() - extensionStepMs(deps.config));
  if (stored >= behind) return stored;
  await deps.db
    .update(schema.userSessions)
    .set({ expiresAt: target })
    .where(and(eq(schema.userSessions.tokenHash, tokenHash), lt(schema.userSessions.expiresAt, behind)));
  return target;
}

/** Sign-out: the token stops working at once. */
export async function revokeSession(deps: Deps, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  deps.sessions.forgetToken(tokenHash);
  await deps.db.delete(schema.userSessions).where(eq(schema.userSessions.tokenHash, tokenHash));
}

/** Ends every session of a reader (deletion, deactivation, "sign out everywhere"). */
export async function revokeAllSessions(deps: Deps, userId: number): Promise<void> {
  deps.sessions.forgetUser(userId);
  await deps.db.delete(schema.userSessions).where(eq(schema.userSessions.userId, userId));
}

/** Deletes the sessions that can no longer be used: idle past their expiry or past the absolute limit. */
export async function deleteExpiredSessions(deps: Pick<Deps, 'db' | 'config'>): Promise<void> {
  const now = Date.now();
  await deps.db
    .delete(schema.userSessions)
    .where(or(lte(schema.userSessions.expiresAt, new Date(now)), lte(schema.userSessions.createdAt, new Date(now - deps.config.sessionMaxDays * DAY_MS))));
}
