import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { schema } from '@newsroom/db/client';
import type { ApiConfig } from '../config';
import type { Deps } from '../deps';
import { recordIdentityToken, useUpIdentityToken } from './codes';
import { IDENTITY_ALG } from './keys';

/** Who an identity token proves, with what the sign-in learned about them. */
export interface VerifiedIdentity {
  uid: string;
  email?: string;
  phone?: string;
  name?: string;
  /** `password`, `phone`, `oidc:<provider>`, or Firebase's provider name. */
  provider: string;
  /** The `jti` of a token of this service: such a token works once. Firebase ID tokens have none. */
  tokenId?: string;
}

export const IDENTITY_AUDIENCE = 'newsroom';
/** The token is only exchanged for a bearer token at once, so it lives briefly. */
export const IDENTITY_TOKEN_TTL_SECONDS = 600;

export const identityIssuer = (config: ApiConfig) => `${config.publicUrl}/auth`;

export interface IdentityClaims {
  uid: string;
  /** The identity account's row, which the token's use-once record belongs to. */
  accountId: number;
  email?: string | null;
  phone?: string | null;
  name?: string;
  provider: string;
}

async function sign(deps: Deps, audience: string, subject: string, claims: JWTPayload, ttlSeconds: number): Promise<string> {
  const key = await deps.identity.keys.signer();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: IDENTITY_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(identityIssuer(deps.config))
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

async function verify(deps: Deps, audience: string, token: string, requiredClaims = ['sub', 'iat', 'exp']): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header: JWTHeaderParameters) => {
        const key = await deps.identity.keys.byKid(header.kid);
        if (!key) throw new Error('unknown signing key');
        return key.publicKey;
      },
      { issuer: identityIssuer(deps.config), audience, algorithms: [IDENTITY_ALG], requiredClaims },
    );
    return payload;
  } catch {
    return null;
  }
}

/**
 * The identity token a client exchanges at user_signup (docs/identity-service.md, claims). Its
 * random `jti` is recorded as issued, so the exchange can use it up: the token works once.
 */
export async function signIdentityToken(deps: Deps, claims: IdentityClaims): Promise<string> {
  const jti = randomBytes(16).toString('base64url');
  await recordIdentityToken(deps.db, { jti, uid: claims.uid, accountId: claims.accountId, expiresAt: new Date(Date.now() + IDENTITY_TOKEN_TTL_SECONDS * 1000) });
  return sign(
    deps,
    IDENTITY_AUDIENCE,
    claims.uid,
    {
      jti,
      ...(claims.email ? { email: claims.email } : {}),
      ...(claims.phone ? { phone_number: claims.phone } : {}),
      ...(claims.name ? { name: claims.name } : {}),
      sign_in_provider: claims.provider,
    },
    IDENTITY_TOKEN_TTL_SECONDS,
  );
}

/**
 * Accepts a token of this identity service when its signature, issuer, audience and expiry check
 * out, it carries a `jti`, the account still exists, and no password reset happened since it was
 * issued. Reading it does not use it up: `useUpIdentityTokenOf` does, at the exchange.
 */
export async function verifyBuiltInToken(deps: Deps, token: string): Promise<VerifiedIdentity | null> {
  const payload = await verify(deps, IDENTITY_AUDIENCE, token, ['sub', 'iat', 'exp', 'jti']);
  if (!payload?.sub || !payload.jti) return null;
  const [account] = await deps.db
    .select({ tokensValidAfter: schema.identityAccounts.tokensValidAfter })
    .from(schema.identityAccounts)
    .where(eq(schema.identityAccounts.uid, payload.sub))
    .limit(1);
  if (!account || (payload.iat ?? 0) < account.tokensValidAfter) return null;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    uid: payload.sub,
    email: text(payload.email),
    phone: text(payload.phone_number),
    name: text(payload.name),
    provider: text(payload.sign_in_provider) ?? 'password',
    tokenId: payload.jti,
  };
}

/**
 * Uses up the token an identity came from, once, atomically (two exchanges at the same time:
 * one wins). Firebase ID tokens are Google's and are not recorded here: they may be presented
 * again until they expire (an hour), as Firebase's own clients do.
 */
export async function useUpIdentityTokenOf(deps: Deps, identity: VerifiedIdentity): Promise<boolean> {
  return identity.tokenId === undefined || useUpIdentityToken(deps.db, identity.tokenId);
}

/** A short-lived value only this service reads back (the OpenID Connect state cookie). */
export function signServiceValue(deps: Deps, purpose: string, claims: JWTPayload, ttlSeconds: number): Promise<string> {
  return sign(deps, `${IDENTITY_AUDIENCE}:${purpose}`, purpose, claims, ttlSeconds);
}

export function verifyServiceValue(deps: Deps, purpose: string, token: string): Promise<JWTPayload | null> {
  return verify(deps, `${IDENTITY_AUDIENCE}:${purpose}`, token);
}
