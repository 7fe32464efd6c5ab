import * as client from 'openid-client';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { ApiError, notFound } from '../core/errors';
import { accountBy, createAccount, identitySession, type AccountRow } from './accounts';
import { endLiveCodes } from './codes';
import { readerUrl } from './messages';
import { signServiceValue, verifyServiceValue } from './tokens';

export const STATE_COOKIE = 'newsroom_oidc';
const STATE_PURPOSE = 'oidc-state';
/** The reader has this long at the provider before the flow must start again. */
export const STATE_TTL_SECONDS = 600;

export const callbackUrl = (deps: Deps) => `${deps.config.publicUrl}/auth/oidc/callback`;

/** Where the browser goes next, and the signed state it keeps in a cookie until the callback. */
export async function startOidc(deps: Deps, next: string, lang: string | undefined): Promise<{ location: string; cookie: string }> {
  const oidc = deps.identity.oidc;
  if (!oidc) throw notFound('OpenID Connect provider');
  const config = await oidc.config();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(deps),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const cookie = await signServiceValue(deps, STATE_PURPOSE, { state, nonce, verifier, next, lang: lang ?? '' }, STATE_TTL_SECONDS);
  return { location: url.href, cookie };
}

/** The reader site's page that finishes sign-in, with the outcome in the fragment (never sent to a server). */
export async function completionUrl(deps: Deps, lang: string | undefined, outcome: Record<string, string>): Promise<string> {
  return `${await readerUrl(deps, lang, '/sign-in/complete')}#${new URLSearchParams(outcome)}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A refused answer (wrong state, nonce, a cancelled sign-in) is one line; anything else is a fault worth its stack. */
function logFailure(error: unknown): void {
  if (error instanceof ApiError) return;
  if (error instanceof client.ClientError || error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    console.warn(`[identity] OpenID Connect sign-in refused: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`);
    return;
  }
  console.error('[identity] OpenID Connect sign-in failed', error);
}

/**
 * Checks the provider's answer against the state cookie (state, nonce, PKCE), links the
 * provider's subject to an identity account, and answers where to send the browser.
 */
export async function finishOidc(deps: Deps, search: string, cookie: string | undefined): Promise<string> {
  const stored = cookie ? await verifyServiceValue(deps, STATE_PURPOSE, cookie) : null;
  const lang = text(stored?.lang) || undefined;
  const next = text(stored?.next) || '/';
  const oidc = deps.identity.oidc;
  try {
    if (!oidc) throw notFound('OpenID Connect provider');
    if (!stored) throw new ApiError(400, 'This sign-in took too long or began in another browser; please try again');
    const tokens = await client.authorizationCodeGrant(await oidc.config(), new URL(`${callbackUrl(deps)}${search}`), {
      pkceCodeVerifier: text(stored.verifier),
      expectedState: text(stored.state),
      expectedNonce: text(stored.nonce),
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new ApiError(400, 'The provider did not say who you are');
    const account = await linkedAccount(deps.db, oidc.provider.issuer, claims);
    const session = await identitySession(deps, account, `oidc:${oidc.provider.id}`);
    return completionUrl(deps, lang, { uid: session.uid, id_token: session.id_token, next });
  } catch (error) {
    logFailure(error);
    const message = error instanceof ApiError ? error.message : `Signing in with ${oidc?.provider.name ?? 'the provider'} did not succeed; please try again`;
    return completionUrl(deps, lang, { error: message, next });
  }
}

/**
 * The identity account of a provider's subject: the linked one, else the account of the same
 * confirmed email (when the provider vouches for it), else a new one. An unconfirmed account
 * taken over this way loses its pending sign-up links, so a password planted by someone who
 * never owned the mailbox can never be confirmed.
 */
async function linkedAccount(db: Db, issuer: string, claims: client.IDToken): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ accountId: schema.identityProviderLinks.accountId })
      .from(schema.identityProviderLinks)
      .where(and(eq(schema.identityProviderLinks.issuer, issuer), eq(schema.identityProviderLinks.subject, claims.sub)))
      .limit(1);
    const linked = link ? await accountBy(tx, 'id', link.accountId) : null;
    if (linked) return linked;

    const email = text(claims.email).trim().toLowerCase();
    const vouched = (claims.email_verified === true || claims.email_verified === 'true') && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    let account = vouched ? await accountBy(tx, 'email', email) : null;
    if (account && !account.emailVerifiedAt) {
      await tx.update(schema.identityAccounts).set({ emailVerifiedAt: new Date(), passwordHash: null }).where(eq(schema.identityAccounts.id, account.id));
      await endLiveCodes(tx, 'verify_email', { accountId: account.id });
    }
    account ??= await createAccount(tx, { email: vouched ? email : null, emailVerifiedAt: vouched ? new Date() : null, name: text(claims.name).slice(0, 100) });
    const [created] = await tx
      .insert(schema.identityProviderLinks)
      .values({ accountId: account.id, issuer, subject: claims.sub })
      .onConflictDoNothing()
      .returning({ accountId: schema.identityProviderLinks.accountId });
    if (created) return account;
    // The same first sign-in finished in another request meanwhile: use the account it linked.
    const [winner] = await tx
      .select({ accountId: schema.identityProviderLinks.accountId })
      .from(schema.identityProviderLinks)
      .where(and(eq(schema.identityProviderLinks.issuer, issuer), eq(schema.identityProviderLinks.subject, claims.sub)));
    return (winner && (await accountBy(tx, 'id', winner.accountId))) || account;
  });
}
