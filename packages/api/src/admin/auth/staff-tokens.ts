import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { HandlerDeps } from '../../core/handler-deps';
import { hashSecret, newSecret } from '../core/secrets';

export type StaffTokenPurpose = 'setup' | 'reset_password';

/** Stores a new single-use token; only its hash is kept. */
export async function issueStaffToken(deps: Pick<HandlerDeps, 'db'>, purpose: StaffTokenPurpose, staffId: number | null, lifetimeMs: number): Promise<string> {
  const token = newSecret();
  await deps.db.insert(schema.staffTokens).values({ purpose, staffId, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + lifetimeMs), createdAt: new Date() });
  return token;
}

/**
 * Uses a token up and answers its row, or null when it is unknown, used or expired. One
 * conditional update, so two calls racing with the same token cannot both succeed.
 */
export async function useStaffToken(deps: Pick<HandlerDeps, 'db'>, purpose: StaffTokenPurpose, token: string) {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await deps.db
    .update(schema.staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.staffTokens.purpose, purpose), eq(schema.staffTokens.tokenHash, hashSecret(token)), isNull(schema.staffTokens.usedAt), gt(schema.staffTokens.expiresAt, new Date())))
    .returning();
  return row ?? null;
}

/** Whether a token would be accepted, without using it (a refused password keeps the link working). */
export async function liveStaffToken(deps: Pick<HandlerDeps, 'db'>, purpose: StaffTokenPurpose, token: string) {
  if (token.length < 16 || token.length > 200) return null;
  const [row] = await deps.db
    .select()
    .from(schema.staffTokens)
    .where(and(eq(schema.staffTokens.purpose, purpose), eq(schema.staffTokens.tokenHash, hashSecret(token)), isNull(schema.staffTokens.usedAt), gt(schema.staffTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Ends the unused tokens of a purpose (a new setup token replaces the last start's). */
export async function endStaffTokens(deps: Pick<HandlerDeps, 'db'>, purpose: StaffTokenPurpose, staffId: number | null): Promise<void> {
  const owner = staffId === null ? isNull(schema.staffTokens.staffId) : eq(schema.staffTokens.staffId, staffId);
  await deps.db.update(schema.staffTokens).set({ usedAt: new Date() }).where(and(eq(schema.staffTokens.purpose, purpose), owner, isNull(schema.staffTokens.usedAt)));
}
