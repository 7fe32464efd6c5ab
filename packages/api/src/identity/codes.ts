import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { PHONE_CODE_LENGTH } from '@newsroom/contract/identity';

export type CodePurpose = 'verify_email' | 'reset_password' | 'phone_signin' | 'identity_token';
export type CodeRow = typeof schema.identityCodes.$inferSelect;

export const LINK_LIFETIME_MS: Record<'verify_email' | 'reset_password', number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};
export const PHONE_CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong guesses that end a phone code. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** Only this hash is stored; a phone code's hash includes the number, so equal codes differ. */
const hashOf = (secret: string, target = '') => createHash('sha256').update(target ? `${target}:${secret}` : secret).digest('hex');

/** A link token: 256 random bits. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const newPhoneCode = () => String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

export interface NewCode {
  purpose: CodePurpose;
  target: string;
  accountId?: number;
  pendingPasswordHash?: string;
  lifetimeMs: number;
}

/**
 * Spent secrets are kept a week (for support questions), then go, with the address they name.
 * Identity-token records answer no question once expired (the token no longer verifies), so
 * they go at once.
 */
const KEEP_SPENT_MS = 7 * 24 * 3_600_000;

async function pruneSpentCodes(db: Db): Promise<void> {
  await db
    .delete(schema.identityCodes)
    .where(
      or(
        lt(schema.identityCodes.expiresAt, new Date(Date.now() - KEEP_SPENT_MS)),
        and(eq(schema.identityCodes.purpose, 'identity_token'), lt(schema.identityCodes.expiresAt, new Date())),
      ),
    );
}

export async function storeLinkToken(db: Db, code: NewCode): Promise<string> {
  const token = newLinkToken();
  await pruneSpentCodes(db);
  await db.insert(schema.identityCodes).values({ ...code, codeHash: hashOf(token), expiresAt: new Date(Date.now() + code.lifetimeMs) });
  return token;
}

/** A new phone code; the number's earlier codes stop working, so guesses cannot spread over several. */
export async function storePhoneCode(db: Db, phone: string): Promise<string> {
  const code = newPhoneCode();
  await pruneSpentCodes(db);
  await db.transaction(async (tx) => {
    await endLiveCodes(tx, 'phone_signin', { target: phone });
    await tx.insert(schema.identityCodes).values({ purpose: 'phone_signin', target: phone, codeHash: hashOf(code, phone), expiresAt: new Date(Date.now() + PHONE_CODE_LIFETIME_MS) });
  });
  return code;
}

const live = () => and(isNull(schema.identityCodes.usedAt), gt(schema.identityCodes.expiresAt, new Date()));

/** The unused, unexpired link a token stands for, without using it up. */
export async function findLiveLink(db: Db, purpose: CodePurpose, token: string): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(schema.identityCodes)
    .where(and(eq(schema.identityCodes.purpose, purpose), eq(schema.identityCodes.codeHash, hashOf(token)), live()))
    .limit(1);
  return row ?? null;
}

/** Marks the secret used; false when another request used it first (a link works once). */
export async function useUp(db: Db, codeId: number): Promise<boolean> {
  const used = await db
    .update(schema.identityCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.identityCodes.id, codeId), live()))
    .returning({ id: schema.identityCodes.id });
  return used.length > 0;
}

/** Ends the live secrets of one purpose for an account or a target (after a reset, a confirmation, a new code). */
export async function endLiveCodes(db: Db, purpose: CodePurpose, of: { accountId?: number; target?: string }): Promise<void> {
  const owner = or(
    of.accountId !== undefined ? eq(schema.identityCodes.accountId, of.accountId) : sql`false`,
    of.target !== undefined ? eq(schema.identityCodes.target, of.target) : sql`false`,
  );
  await db.update(schema.identityCodes).set({ usedAt: new Date() }).where(and(eq(schema.identityCodes.purpose, purpose), owner, live()));
}

/** The newest verification link of an account, live or not: it holds the password of the latest sign-up. */
export async function latestVerification(db: Db, accountId: number): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(schema.identityCodes)
    .where(and(eq(schema.identityCodes.purpose, 'verify_email'), eq(schema.identityCodes.accountId, accountId)))
    .orderBy(desc(schema.identityCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a phone code against the number's live code. The attempt is counted first, in one
 * UPDATE that only succeeds while attempts < PHONE_CODE_MAX_ATTEMPTS, and only then compared: so
 * guesses sent at the same time cannot exceed the limit (a read, compare, then count would let
 * them all in). A right code is used up; after the last attempt the code works no more.
 */
export async function checkPhoneCode(db: Db, phone: string, code: string): Promise<boolean> {
  const latest = db
    .select({ id: schema.identityCodes.id })
    .from(schema.identityCodes)
    .where(and(eq(schema.identityCodes.purpose, 'phone_signin'), eq(schema.identityCodes.target, phone), live()))
    .orderBy(desc(schema.identityCodes.id))
    .limit(1);
  const [row] = await db
    .update(schema.identityCodes)
    .set({ attempts: sql`${schema.identityCodes.attempts} + 1` })
    .where(and(inArray(schema.identityCodes.id, latest), lt(schema.identityCodes.attempts, PHONE_CODE_MAX_ATTEMPTS), live()))
    .returning({ id: schema.identityCodes.id, codeHash: schema.identityCodes.codeHash });
  if (!row) return false;
  const given = Buffer.from(hashOf(code, phone), 'hex');
  return timingSafeEqual(given, Buffer.from(row.codeHash, 'hex')) && useUp(db, row.id);
}

/**
 * Records an identity token as issued (its `jti`, hashed, until it expires), so user_signup can
 * use it up once: a token copied from a log, a history or a screen cannot be exchanged again.
 */
export async function recordIdentityToken(db: Db, token: { jti: string; uid: string; accountId: number; expiresAt: Date }): Promise<void> {
  await pruneSpentCodes(db);
  await db.insert(schema.identityCodes).values({ purpose: 'identity_token', target: token.uid, accountId: token.accountId, codeHash: hashOf(token.jti), expiresAt: token.expiresAt });
}

/** Uses up an issued identity token in one UPDATE; false when it was used already, expired or never issued. */
export async function useUpIdentityToken(db: Db, jti: string): Promise<boolean> {
  const used = await db
    .update(schema.identityCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.identityCodes.purpose, 'identity_token'), eq(schema.identityCodes.codeHash, hashOf(jti)), live()))
    .returning({ id: schema.identityCodes.id });
  return used.length > 0;
}
