import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../core/deps';

/** The signed-in reader acting in a call. */
export interface Caller {
  id: number;
  role: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues an API bearer token: 256 random bits, of which only a SHA-256 hash is stored, so a
 * leaked database does not leak usable tokens.
 */
export async function createSession(deps: Deps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + deps.config.sessionTtlDays * 86_400_000);
  await deps.db.insert(schema.userSessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/** The active user a token belongs to, or null when the token is unknown, expired or the user deactivated. */
export async function resolveSession(deps: Deps, token: string): Promise<Caller | null> {
  if (token.length < 16 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const remembered = deps.sessions.get(tokenHash);
  if (remembered) return remembered;
  const [row] = await deps.db
    .select({ id: schema.users.id, role: schema.users.role, status: schema.users.status, expiresAt: schema.userSessions.expiresAt })
    .from(schema.userSessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.userSessions.userId))
    .where(and(eq(schema.userSessions.tokenHash, tokenHash), gt(schema.userSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.status !== 1) return null;
  const caller = { id: row.id, role: row.role };
  deps.sessions.set(tokenHash, caller, new Date(row.expiresAt));
  return caller;
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

export async function deleteExpiredSessions(deps: Deps): Promise<void> {
  await deps.db.delete(schema.userSessions).where(lt(schema.userSessions.expiresAt, new Date()));
}
