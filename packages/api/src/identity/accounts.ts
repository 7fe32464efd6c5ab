import { randomBytes } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { forbidden } from '../core/errors';
import { signIdentityToken } from './tokens';

export type AccountRow = typeof schema.identityAccounts.$inferSelect;

/** `u_` and 160 random bits: stable for the account's life and telling nothing about it. */
export const newUid = () => `u_${randomBytes(20).toString('base64url')}`;

export async function accountBy(db: Db, field: 'email' | 'phone' | 'uid' | 'id', value: string | number): Promise<AccountRow | null> {
  const column = { email: schema.identityAccounts.email, phone: schema.identityAccounts.phone, uid: schema.identityAccounts.uid, id: schema.identityAccounts.id }[field];
  const [row] = await db.select().from(schema.identityAccounts).where(eq(column, value)).limit(1);
  return row ?? null;
}

/**
 * Creates an account unless one with the same email or phone appeared meanwhile (two sign-ups
 * at once), and answers whichever account now holds it.
 */
export async function createAccount(db: Db, values: Omit<typeof schema.identityAccounts.$inferInsert, 'uid'>): Promise<AccountRow> {
  const [created] = await db
    .insert(schema.identityAccounts)
    .values({ ...values, uid: newUid() })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = values.email ? await accountBy(db, 'email', values.email) : values.phone ? await accountBy(db, 'phone', values.phone) : null;
  if (!existing) throw new Error('identity account could not be created');
  return existing;
}

/** Refuses sign-in and sign-up alike (users/users-service.ts), so a deactivated reader hears one sentence. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated; please contact support';

/** A reader whose news account was deactivated cannot sign in, whichever way they try. */
export async function assertNotDeactivated(deps: Deps, uid: string): Promise<void> {
  const [user] = await deps.db.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.firebaseId, uid)).limit(1);
  if (user && user.status !== 1) throw forbidden(DEACTIVATED_MESSAGE);
}

export interface IdentitySession {
  uid: string;
  id_token: string;
}

/** The answer of every successful sign-in: the uid and an identity token for user_signup. */
export async function identitySession(deps: Deps, account: AccountRow, provider: string): Promise<IdentitySession> {
  await assertNotDeactivated(deps, account.uid);
  const id_token = await signIdentityToken(deps, { uid: account.uid, accountId: account.id, email: account.emailVerifiedAt ? account.email : null, phone: account.phone, name: account.name, provider });
  return { uid: account.uid, id_token };
}

/**
 * Deletes the identity account behind a uid with its codes and provider links (the reader's
 * account deletion). Answers the addresses it was known by, so stored messages can go too.
 */
export async function deleteIdentityAccount(db: Db, uid: string): Promise<string[]> {
  const account = await accountBy(db, 'uid', uid);
  if (!account) return [];
  const addresses = [account.email, account.phone].filter((value): value is string => Boolean(value));
  await db
    .delete(schema.identityCodes)
    .where(or(eq(schema.identityCodes.accountId, account.id), addresses.length > 0 ? inArray(schema.identityCodes.target, addresses) : undefined));
  await db.delete(schema.identityProviderLinks).where(eq(schema.identityProviderLinks.accountId, account.id));
  await db.delete(schema.identityAccounts).where(eq(schema.identityAccounts.id, account.id));
  return addresses;
}
