import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdentityEmailSession } from '@newsroom/contract/identity';
import type { Deps } from '../deps';
import { badRequest, forbidden, unauthorized } from '../core/errors';
import { accountBy, createAccount, identitySession, type AccountRow } from './accounts';
import { endLiveCodes, findLiveLink, latestVerification, LINK_LIFETIME_MS, storeLinkToken, useUp } from './codes';
import { alreadyRegisteredMail, verificationMail } from './messages';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { LIMITS, take, takeOrRefuse } from './rate-limits';
import { beginSignIn, PASSWORD_RULES } from './sign-in-guard';

export const WRONG_CREDENTIALS = 'Wrong email or password';
export const LINK_INVALID = 'This link is invalid, was already used or has expired; please ask for a new one';
export const UNCONFIRMED = 'Please confirm your email address first: we have sent you a new link';

export interface EmailSignUp {
  email: string;
  password: string;
  name?: string;
  lang?: string;
}

/** Sends a verification link (in the background: the answer's timing says nothing). */
async function sendVerification(deps: Deps, account: AccountRow, pendingPasswordHash: string, lang: string | undefined): Promise<void> {
  const email = account.email!;
  const token = await storeLinkToken(deps.db, { purpose: 'verify_email', target: email, accountId: account.id, pendingPasswordHash, lifetimeMs: LINK_LIFETIME_MS.verify_email });
  deps.identity.deliveries.start('a verification mail', async () => deps.identity.mail.sendMail(await verificationMail(deps, email, lang, token)));
}

/**
 * Starts a sign-up. The answer is the same whether the address is new or taken: a new address
 * gets a verification link, a taken one a mail saying it already has an account. The password
 * is hashed either way, so both take as long. The password is kept with the link and set only
 * when the link is opened, so nobody can plant a password on an address they do not own.
 */
export async function signUpWithEmail(deps: Deps, input: EmailSignUp, address: string): Promise<void> {
  await takeOrRefuse(deps, LIMITS.signUpPerAddress, address);
  const problem = await passwordProblem(input.password, input.email);
  if (problem) throw badRequest(problem);
  await takeOrRefuse(deps, LIMITS.mailPerAccount, input.email);
  const pendingPasswordHash = await hashPassword(input.password);
  const existing = await accountBy(deps.db, 'email', input.email);
  if (existing?.emailVerifiedAt) {
    deps.identity.deliveries.start('an already-registered mail', async () => deps.identity.mail.sendMail(await alreadyRegisteredMail(deps, input.email, input.lang)));
    return;
  }
  const account = existing ?? (await createAccount(deps.db, { email: input.email, name: input.name ?? '' }));
  await sendVerification(deps, account, pendingPasswordHash, input.lang);
}

/** A new link for an address still waiting for confirmation; nothing for any other address, with the same answer. */
export async function resendVerification(deps: Deps, email: string, lang: string | undefined, address: string): Promise<void> {
  await takeOrRefuse(deps, LIMITS.mailPerAddress, address);
  await takeOrRefuse(deps, LIMITS.mailPerAccount, email);
  const account = await accountBy(deps.db, 'email', email);
  if (!account || account.emailVerifiedAt) return;
  const latest = await latestVerification(deps.db, account.id);
  if (latest?.pendingPasswordHash) await sendVerification(deps, account, latest.pendingPasswordHash, lang);
}

/** Opening the link confirms the address, sets the password chosen with it, and signs the reader in. */
export async function verifyEmail(deps: Deps, token: string, address: string): Promise<IdentityEmailSession> {
  await takeOrRefuse(deps, LIMITS.linkPerAddress, address);
  const link = await findLiveLink(deps.db, 'verify_email', token);
  if (!link?.accountId || !(await useUp(deps.db, link.id))) throw badRequest(LINK_INVALID);
  const account = await deps.db.transaction(async (tx) => {
    const before = await accountBy(tx, 'id', link.accountId!);
    if (!before) return null;
    const [after] = await tx
      .update(schema.identityAccounts)
      .set({
        emailVerifiedAt: before.emailVerifiedAt ?? new Date(),
        // A confirmed account keeps its password: only the sign-up that made it sets one.
        passwordHash: before.emailVerifiedAt ? before.passwordHash : (link.pendingPasswordHash ?? before.passwordHash),
      })
      .where(eq(schema.identityAccounts.id, before.id))
      .returning();
    await endLiveCodes(tx, 'verify_email', { accountId: before.id });
    return after ?? null;
  });
  if (!account?.email) throw badRequest(LINK_INVALID);
  return { ...(await identitySession(deps, account, 'password')), email: account.email };
}

/** The password an account signs in with: its own once confirmed, before that the latest sign-up's. */
async function passwordHashOf(deps: Deps, account: AccountRow | null): Promise<string | null> {
  if (!account) return null;
  if (account.emailVerifiedAt) return account.passwordHash;
  return (await latestVerification(deps.db, account.id))?.pendingPasswordHash ?? null;
}

/**
 * Email and password sign-in. A wrong address and a wrong password get the same 401 after the
 * same work (one scrypt); the right password of an unconfirmed address gets 403 and a new link.
 * The attempt's limits are taken before the password is checked (identity/sign-in-guard.ts).
 */
export async function signInWithEmail(deps: Deps, email: string, password: string, lang: string | undefined, address: string): Promise<IdentityEmailSession> {
  const attempt = await beginSignIn(deps, PASSWORD_RULES, email, address);
  const account = await accountBy(deps.db, 'email', email);
  const stored = await passwordHashOf(deps, account);
  const check = stored ? await verifyPassword(password, stored) : (await burnPasswordCheck(password), null);
  if (!account || !stored || !check?.matches) throw unauthorized(WRONG_CREDENTIALS);
  await attempt.passed();
  if (!account.emailVerifiedAt) {
    if (await take(deps, LIMITS.mailPerAccount, email)) await sendVerification(deps, account, stored, lang);
    throw forbidden(UNCONFIRMED);
  }
  if (check.outdated) {
    await deps.db.update(schema.identityAccounts).set({ passwordHash: await hashPassword(password) }).where(eq(schema.identityAccounts.id, account.id));
  }
  return { ...(await identitySession(deps, account, 'password')), email };
}
