import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdentityEmailSession } from '@newsroom/contract/identity';
import { revokeAllSessions } from '../auth/sessions';
import type { Deps } from '../deps';
import { badRequest } from '../core/errors';
import { accountBy, identitySession } from './accounts';
import { endLiveCodes, findLiveLink, LINK_LIFETIME_MS, storeLinkToken, useUp } from './codes';
import { LINK_INVALID } from './email-flows';
import { resetMail } from './messages';
import { hashPassword, passwordProblem } from './passwords';
import { LIMITS, takeOrRefuse } from './rate-limits';

/** Sends a reset link when the address has an account; the answer is the same either way. */
export async function forgotPassword(deps: Deps, email: string, lang: string | undefined, address: string): Promise<void> {
  await takeOrRefuse(deps, LIMITS.mailPerAddress, address);
  await takeOrRefuse(deps, LIMITS.mailPerAccount, email);
  const account = await accountBy(deps.db, 'email', email);
  if (!account) return;
  const token = await storeLinkToken(deps.db, { purpose: 'reset_password', target: email, accountId: account.id, lifetimeMs: LINK_LIFETIME_MS.reset_password });
  deps.identity.deliveries.start('a password reset mail', async () => deps.identity.mail.sendMail(await resetMail(deps, email, lang, token)));
}

/**
 * Sets a new password from a reset link. The link proves the mailbox, so an unconfirmed address
 * is confirmed too. Every API session of the reader ends, and identity tokens issued before now
 * stop working; the reader is signed in again with the new password.
 */
export async function resetPassword(deps: Deps, token: string, password: string, address: string): Promise<IdentityEmailSession> {
  await takeOrRefuse(deps, LIMITS.linkPerAddress, address);
  const link = await findLiveLink(deps.db, 'reset_password', token);
  const account = link?.accountId ? await accountBy(deps.db, 'id', link.accountId) : null;
  if (!link || !account?.email) throw badRequest(LINK_INVALID);
  // Checked before the link is used up, so a refused password leaves the link working.
  const problem = await passwordProblem(password, account.email);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  if (!(await useUp(deps.db, link.id))) throw badRequest(LINK_INVALID);

  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.identityAccounts)
      .set({ passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? new Date(), tokensValidAfter: Math.floor(Date.now() / 1000) })
      .where(eq(schema.identityAccounts.id, account.id))
      .returning();
    await endLiveCodes(tx, 'reset_password', { accountId: account.id });
    await endLiveCodes(tx, 'verify_email', { accountId: account.id });
    return row;
  });
  if (!updated?.email) throw badRequest(LINK_INVALID);
  const [user] = await deps.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.firebaseId, updated.uid)).limit(1);
  if (user) await revokeAllSessions(deps, user.id);
  return { ...(await identitySession(deps, updated, 'password')), email: updated.email };
}
