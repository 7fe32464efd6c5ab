import { and, eq, ne } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { HandlerDeps } from '../../core/handler-deps';
import { hashSecret, newSecret } from './secrets';

/** The signed-in staff member of a call, as read from the database on this very call. */
export interface StaffCaller {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  demoPassword: boolean;
  sessionId: number;
  /** The cookie's value: the CSRF token is derived from it. */
  token: string;
}

/** How often `last_used_at` is written again: a busy console costs one write a minute, not one a call. */
const TOUCH_STEP_MS = 60_000;

export async function createStaffSession(deps: HandlerDeps, staffId: number, from: { address: string; userAgent: string }): Promise<string> {
  const token = newSecret();
  const now = Date.now();
  await deps.db.insert(schema.staffSessions).values({
    staffId,
    tokenHash: hashSecret(token),
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + deps.config.admin.sessionMaxMs),
    address: from.address,
    userAgent: from.userAgent.slice(0, 300),
  });
  return token;
}

/**
 * The staff member a session cookie belongs to, or null: unknown, idle too long, past its
 * absolute end, awaiting a second factor, or the account deactivated. No cache (ADR 010): an ended
 * session or account is refused by every process on its next call.
 */
export async function resolveStaffSession(deps: HandlerDeps, token: string): Promise<StaffCaller | null> {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await deps.db
    .select({ session: schema.staffSessions, staff: schema.staffUsers })
    .from(schema.staffSessions)
    .innerJoin(schema.staffUsers, eq(schema.staffUsers.id, schema.staffSessions.staffId))
    .where(eq(schema.staffSessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (!row) return null;
  const { session, staff } = row;
  const now = Date.now();
  const idleEnd = session.lastUsedAt.getTime() + deps.config.admin.sessionIdleMs;
  if (session.state !== 'active' || staff.status !== 1 || now >= idleEnd || now >= session.expiresAt.getTime()) return null;
  if (now - session.lastUsedAt.getTime() >= TOUCH_STEP_MS) {
    await deps.db.update(schema.staffSessions).set({ lastUsedAt: new Date(now) }).where(eq(schema.staffSessions.id, session.id));
  }
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role as StaffRole, demoPassword: staff.demoPassword, sessionId: session.id, token };
}

/** Ends every session of an account, or every one but `keep` (a password change keeps its own). */
export async function endStaffSessions(deps: HandlerDeps, staffId: number, keep?: number): Promise<void> {
  const where = keep === undefined ? eq(schema.staffSessions.staffId, staffId) : and(eq(schema.staffSessions.staffId, staffId), ne(schema.staffSessions.id, keep));
  await deps.db.delete(schema.staffSessions).where(where);
}
