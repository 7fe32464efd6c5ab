import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress } from '../../test/identity-helpers';
import { TOKEN_MISSING, TOKEN_USED } from '../users/users-routes';
import { createIdentityRuntime } from './runtime';
import { IDENTITY_AUDIENCE, identityIssuer, verifyBuiltInToken } from './tokens';

let api: TestApi;
let reader: Awaited<ReturnType<typeof confirmedReader>>;
beforeAll(async () => {
  api = await createTestApi();
  reader = await confirmedReader(api, 'tokens@example.com');
});
afterAll(() => api.close());

const now = () => Math.floor(Date.now() / 1000);

/** A new identity token of the reader, as a sign-in answers it. */
async function freshToken(): Promise<string> {
  const answer = await api.call('identity_email_signin', { email: reader.email, password: reader.password }, { method: 'POST', headers: freshAddress() });
  return answer.body.data.id_token as string;
}

/** A token signed with the service's own key, with any claims changed. */
async function mint(changes: { payload?: JWTPayload; iss?: string; aud?: string; iat?: number; exp?: number; sub?: string } = {}) {
  const key = await api.deps.identity.keys.signer();
  return new SignJWT({ sign_in_provider: 'password', ...changes.payload })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer(changes.iss ?? identityIssuer(api.deps.config))
    .setAudience(changes.aud ?? IDENTITY_AUDIENCE)
    .setSubject(changes.sub ?? reader.uid)
    .setIssuedAt(changes.iat ?? now())
    .setExpirationTime(changes.exp ?? now() + 600)
    .sign(key.privateKey);
}

describe('identity tokens at user_signup', () => {
  it('accepts a token of the service whose signature, issuer, audience and expiry check out', async () => {
    const claims = (await jwtVerify(reader.idToken, createLocalJWKSet(await api.deps.identity.keys.publicJwks()))).payload;
    expect(claims).toMatchObject({ iss: 'http://news.test/auth', aud: 'newsroom', sub: reader.uid, email: reader.email, sign_in_provider: 'password', jti: expect.any(String) });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect((await exchange(api, reader.uid, reader.idToken)).status).toBe(200);
  });

  it('works once: a second exchange answers 401 with a clear message', async () => {
    const token = await freshToken();
    expect((await exchange(api, reader.uid, token)).status).toBe(200);
    const again = await exchange(api, reader.uid, token);
    expect(again).toEqual({ status: 401, body: { error: 'true', message: TOKEN_USED, data: [] } });
  });

  it('works once under concurrency: of 10 exchanges at the same time exactly one signs in', async () => {
    const token = await freshToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(api, reader.uid, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401 && answer.body.message === TOKEN_USED)).toHaveLength(9);
  });

  it('is recorded by a hash of its jti until it expires, and records of expired tokens are pruned', async () => {
    const token = await freshToken();
    const { jti } = decodeJwt(token);
    const records = () => api.deps.db.select().from(schema.identityCodes).where(eq(schema.identityCodes.purpose, 'identity_token'));
    const mine = (await records()).filter((row) => row.target === reader.uid && row.usedAt === null);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mine[0]!.codeHash).not.toContain(jti);
    await api.deps.db.update(schema.identityCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.identityCodes.purpose, 'identity_token'));
    await freshToken();
    expect(await records()).toHaveLength(1);
  });

  it('refuses a token signed with our key that this service never issued (no jti, or one never recorded)', async () => {
    expect((await exchange(api, reader.uid, await mint())).body).toEqual({ error: 'true', message: 'Identity token could not be verified', data: [] });
    expect((await exchange(api, reader.uid, await mint({ payload: { jti: 'made-up-id' } }))).status).toBe(401);
  });

  it('refuses expired, wrong-issuer, wrong-audience and mismatched tokens with 401', async () => {
    const refused: [string, string][] = [
      ['expired', await mint({ iat: now() - 700, exp: now() - 100 })],
      ['wrong issuer', await mint({ iss: 'https://impostor.example/auth' })],
      ['wrong audience', await mint({ aud: 'another-app' })],
      ['issued for another uid than firebase_id', await mint({ sub: 'u_someone-else' })],
    ];
    for (const [what, token] of refused) {
      const { status, body } = await exchange(api, reader.uid, token);
      expect(status, what).toBe(401);
      expect(body.message).toBe('Identity token could not be verified');
    }
    // A good token proves its own uid only.
    expect((await exchange(api, 'u_someone-else', await mint())).status).toBe(401);
  });

  it('refuses forged tokens: another key (even under our key id), no signature, a shared secret, garbage', async () => {
    const ours = await api.deps.identity.keys.signer();
    const { privateKey } = await generateKeyPair('ES256');
    const forgedUnderOurKid = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: ours.kid })
      .setIssuer(identityIssuer(api.deps.config))
      .setAudience(IDENTITY_AUDIENCE)
      .setSubject(reader.uid)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const unknownKid = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: 'made-up' }).setIssuer(identityIssuer(api.deps.config)).setAudience(IDENTITY_AUDIENCE).setSubject(reader.uid).setIssuedAt().setExpirationTime('10m').sign(privateKey);
    const unsigned = new UnsecuredJWT({}).setIssuer(identityIssuer(api.deps.config)).setAudience(IDENTITY_AUDIENCE).setSubject(reader.uid).setIssuedAt().setExpirationTime('10m').encode();
    const hmac = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: ours.kid }).setIssuer(identityIssuer(api.deps.config)).setAudience(IDENTITY_AUDIENCE).setSubject(reader.uid).setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(JSON.stringify(ours.publicJwk)));
    const [head, , signature] = (await mint()).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: 'u_admin', iss: identityIssuer(api.deps.config), aud: IDENTITY_AUDIENCE, iat: now(), exp: now() + 600 })).toString('base64url')}.${signature}`;
    for (const [what, token] of Object.entries({ forgedUnderOurKid, unknownKid, unsigned, hmac, tampered, garbage: 'not-a-token-at-all' })) {
      expect((await exchange(api, reader.uid, token)).status, what).toBe(401);
    }
  });

  it('refuses a token once its identity account is gone (revoked with the account)', async () => {
    const gone = await confirmedReader(api, 'gone@example.com');
    expect(await verifyBuiltInToken(api.deps, gone.idToken)).toMatchObject({ uid: gone.uid });
    await api.deps.db.delete(schema.identityAccounts).where(eq(schema.identityAccounts.uid, gone.uid));
    expect(await verifyBuiltInToken(api.deps, gone.idToken)).toBeNull();
    expect((await exchange(api, gone.uid, gone.idToken)).status).toBe(401);
  });

  it('refuses a firebase_id without a token', async () => {
    const { status, body } = await api.call('user_signup', { firebase_id: reader.uid }, { method: 'POST' });
    expect(status).toBe(401);
    expect(body.message).toBe(TOKEN_MISSING);
  });
});

describe('signing keys', () => {
  it('publishes only the public keys at /auth/jwks.json, and they verify the tokens', async () => {
    const response = await api.app.request('http://news.test/auth/jwks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    await expect(jwtVerify(reader.idToken, createLocalJWKSet(jwks as { keys: [] }), { issuer: 'http://news.test/auth', audience: 'newsroom' })).resolves.toBeTruthy();
  });

  it('are shared through the database, so another process signs and verifies alike', async () => {
    const otherProcess = createIdentityRuntime(api.deps.config, api.deps.db);
    const otherDeps = { ...api.deps, identity: otherProcess };
    expect((await otherProcess.keys.signer()).kid).toBe((await api.deps.identity.keys.signer()).kid);
    expect(await verifyBuiltInToken(otherDeps, reader.idToken)).toMatchObject({ uid: reader.uid });
    expect(await api.deps.db.select().from(schema.identityKeys)).toHaveLength(1);
  });
});
