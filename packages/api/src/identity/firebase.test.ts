import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange } from '../../test/identity-helpers';
import { sendJson, startLocalServer, type LocalServer } from '../../test/local-http';

// The Firebase adapter, tested offline: RS256 keys made here, served as a key set by a local
// server that FIREBASE_JWKS_URL points at, exactly as Google serves Firebase's keys.

const PROJECT = 'news-test-project';
const KID = 'firebase-key-1';
let api: TestApi;
let keyServer: LocalServer;
let keyRequests = 0;
let signingKey: CryptoKey;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  keyServer = await startLocalServer((_request, response) => {
    keyRequests += 1;
    sendJson(response, 200, { keys: [jwk] });
  });
  api = await createTestApi({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: `${keyServer.url}/securetoken.jwks` });
});
afterAll(async () => {
  await api.close();
  await keyServer.close();
});

const now = () => Math.floor(Date.now() / 1000);

/** A Firebase ID token as Firebase Authentication issues it, with any part changed. */
function firebaseToken(uid: string, changes: { payload?: JWTPayload; iss?: string; aud?: string; exp?: number; kid?: string; key?: CryptoKey } = {}) {
  return new SignJWT({ auth_time: now() - 5, email: `${uid}@example.com`, email_verified: true, firebase: { sign_in_provider: 'google.com' }, ...changes.payload })
    .setProtectedHeader({ alg: 'RS256', kid: changes.kid ?? KID })
    .setIssuer(changes.iss ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(changes.aud ?? PROJECT)
    .setSubject(uid)
    .setIssuedAt(now() - 5)
    .setExpirationTime(changes.exp ?? now() + 3600)
    .sign(changes.key ?? signingKey);
}

describe('Firebase ID tokens (FIREBASE_PROJECT_ID set)', () => {
  it('are accepted at user_signup with keys from FIREBASE_JWKS_URL', async () => {
    const { status, body } = await exchange(api, 'firebaseUid001', await firebaseToken('firebaseUid001'), { type: 'gmail' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ firebase_id: 'firebaseUid001', email: 'firebaseUid001@example.com', type: 'gmail', is_login: '1' });
    expect(keyRequests).toBeGreaterThan(0);
  });

  it('may be exchanged again until they expire: Google mints them for reuse for an hour, unlike our own single-use tokens', async () => {
    const token = await firebaseToken('firebaseUid004');
    expect((await exchange(api, 'firebaseUid004', token)).body.data).toMatchObject({ is_login: '1' });
    const again = (await exchange(api, 'firebaseUid004', token)).body.data;
    expect(again).toMatchObject({ firebase_id: 'firebaseUid004', token: expect.any(String) });
    expect(again).not.toHaveProperty('is_login');
  });

  it('are refused when the project, issuer, expiry, key or sign-in time is wrong', async () => {
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const cases: [string, string][] = [
      ['another project', await firebaseToken('firebaseUid002', { aud: 'other-project' })],
      ['another project issuer', await firebaseToken('firebaseUid002', { iss: 'https://securetoken.google.com/other-project' })],
      ['expired', await firebaseToken('firebaseUid002', { exp: now() - 10 })],
      ['signed by a stranger under our key id', await firebaseToken('firebaseUid002', { key: strangerKey })],
      ['unknown key id', await firebaseToken('firebaseUid002', { kid: 'no-such-key', key: strangerKey })],
      ['signed in in the future', await firebaseToken('firebaseUid002', { payload: { auth_time: now() + 3600 } })],
    ];
    for (const [what, token] of cases) expect((await exchange(api, 'firebaseUid002', token)).status, what).toBe(401);
    const hmac = await new SignJWT({ auth_time: now() })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject('firebaseUid002')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a shared secret guessed by someone'));
    expect((await exchange(api, 'firebaseUid002', hmac)).status).toBe(401);
  });

  it('leave the built-in identity service working alongside', async () => {
    const reader = await confirmedReader(api, 'builtin@example.com');
    expect((await exchange(api, reader.uid, reader.idToken)).status).toBe(200);
  });
});

describe('Firebase ID tokens without FIREBASE_PROJECT_ID', () => {
  it('are refused', async () => {
    const plain = await createTestApi();
    try {
      expect((await exchange(plain, 'firebaseUid003', await firebaseToken('firebaseUid003'))).status).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
