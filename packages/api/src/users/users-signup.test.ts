import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress } from '../../test/identity-helpers';
import { verifyIdentityToken } from './identity';
import { DEACTIVATED_MESSAGE } from '../identity/accounts';
import { signUpVerifiedUser } from './users-service';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A new identity token for a reader: each one is exchanged once. */
async function signInAgain(reader: { email: string; password: string }): Promise<string> {
  const answer = await api.call('identity_email_signin', { email: reader.email, password: reader.password }, { method: 'POST', headers: freshAddress() });
  return answer.body.data.id_token as string;
}

const valid = {
  firebase_id: 'uid-signup-1',
  id_token: 'eyJhbGciOiJSUzI1NiJ9.payload.signature',
  name: 'Ada Reader',
  email: 'ada@example.com',
  mobile: '+441234567890',
  type: 'gmail',
  profile: 'https://photos.example.com/ada.jpg',
  status: '1',
  fcm_id: 'fcm-token-1',
};

describe('user_signup', () => {
  it('signs a reader in with a real identity token: creates the account, then finds it again', async () => {
    await api.deps.limiter.reset();
    const reader = await confirmedReader(api, 'real-token@example.com');
    const created = await exchange(api, reader.uid, reader.idToken, { name: 'Real Reader', type: 'email', fcm_id: 'fcm-real' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ firebase_id: reader.uid, name: 'Real Reader', email: 'real-token@example.com', is_login: '1', token: expect.any(String) });
    const again = await exchange(api, reader.uid, await signInAgain(reader));
    expect(again.body.data).toMatchObject({ id: created.body.data.id });
    expect(again.body.data).not.toHaveProperty('is_login');
    expect(again.body.data.token).not.toBe(created.body.data.token);
  });

  it('refuses an id_token that proves nothing with 401, creating nothing', async () => {
    await api.deps.limiter.reset();
    for (const method of ['GET', 'POST'] as const) {
      const { status, body } = await api.call('user_signup', valid, { method });
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'true', message: 'Identity token could not be verified', data: [] });
    }
    const rows = await api.deps.db.select().from(schema.users).where(eq(schema.users.firebaseId, valid.firebase_id));
    expect(rows).toEqual([]);
  });

  it('never trusts a bare firebase_id', async () => {
    await api.deps.limiter.reset();
    expect(await verifyIdentityToken(api.deps, valid.id_token)).toBeNull();
    // Without legacy sign-in (off by default), no id_token is no proof: 401, as for a bad one.
    for (const idToken of [undefined, '']) {
      const { status, body } = await api.call('user_signup', { firebase_id: valid.firebase_id, ...(idToken !== undefined && { id_token: idToken }) }, { method: 'POST' });
      expect(status).toBe(401);
      expect(body.message).toBe('id_token is required: the identity token that proves firebase_id');
    }
  });

  it('validates every parameter, naming the field', async () => {
    await api.deps.limiter.reset();
    const cases: [Record<string, string>, string][] = [
      [{ firebase_id: '' }, 'firebase_id is required'],
      [{ firebase_id: 'x'.repeat(129) }, 'firebase_id must be at most 128 characters'],
      [{ name: 'n'.repeat(101) }, 'name must be at most 100 characters'],
      [{ email: 'not-an-email' }, 'email must be a valid email address'],
      [{ mobile: '12ab' }, 'mobile must be a phone number of 6 to 16 digits with an optional leading +'],
      [{ type: 'gm ail!' }, 'type must be a sign-in provider name such as email, mobile or gmail'],
      [{ profile: 'javascript:alert(1)' }, 'profile must be an http(s) URL'],
      [{ status: '5' }, 'status must be one of 0, 1'],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await api.call('user_signup', { ...valid, ...change }, { method: 'POST' });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it("refuses a real token presented for another reader's firebase_id", async () => {
    await api.deps.limiter.reset();
    const reader = await confirmedReader(api, 'not-yours@example.com');
    const { status } = await exchange(api, 'uid-of-someone-else', reader.idToken);
    expect(status).toBe(401);
  });

  it('refuses a wrong access key with 401', async () => {
    const { status, body } = await api.call('user_signup', valid, { method: 'POST', accessKey: 'wrong' });
    expect(status).toBe(401);
    expect(body.message).toBe('Invalid access key');
  });

  it('limits sign-in attempts per address with 429', async () => {
    await api.deps.limiter.reset();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.call('user_signup', valid, { method: 'POST', headers })).status).toBe(401);
    }
    const limited = await api.call('user_signup', valid, { method: 'POST', headers });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('true');
    // Another address is counted on its own.
    expect((await api.call('user_signup', valid, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.10' } })).status).toBe(401);
    await api.deps.limiter.reset();
  });

  it('keys its limit on the address, never on the User-Agent: 15 attempts with 15 agents are limited after 10', async () => {
    await api.deps.limiter.reset();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      statuses.push((await api.call('user_signup', valid, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.11', 'user-agent': `agent-${attempt}` } })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // An IPv6 subscriber walking through the addresses of its /64 is one caller too.
    for (let attempt = 0; attempt < 10; attempt += 1) await api.call('user_signup', valid, { method: 'POST', headers: { 'x-forwarded-for': `2001:db8:5:6::${attempt + 1}` } });
    expect((await api.call('user_signup', valid, { method: 'POST', headers: { 'x-forwarded-for': '2001:db8:5:6:ffff::99' } })).status).toBe(429);
    await api.deps.limiter.reset();
  });
});

describe('user_logout', () => {
  it('revokes the calling bearer token server-side and only that one', async () => {
    const reader = await confirmedReader(api, 'logout@example.com');
    const phone = (await exchange(api, reader.uid, reader.idToken)).body.data.token;
    const laptop = (await exchange(api, reader.uid, await signInAgain(reader))).body.data.token;
    expect((await api.call('get_user_by_id', {}, { token: phone })).status).toBe(200);
    const out = await api.call('user_logout', {}, { token: phone, method: 'POST' });
    expect(out).toEqual({ status: 200, body: { error: 'false', message: 'Signed out successfully', data: {} } });
    expect((await api.call('get_user_by_id', {}, { token: phone })).status).toBe(401);
    expect((await api.call('user_logout', {}, { token: phone, method: 'POST' })).status).toBe(401);
    expect((await api.call('get_user_by_id', {}, { token: laptop })).status).toBe(200);
    const hashes = await api.deps.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, (await api.call('get_user_by_id', {}, { token: laptop })).body.data.id));
    expect(hashes).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await api.call('user_logout', {}, { method: 'POST' })).status).toBe(401);
  });
});

describe('signUpVerifiedUser (the sign-up behind a verified identity token)', () => {
  const uid = 'verified-uid-1';
  const fields = { name: 'Grace', email: 'grace@example.com', mobile: '+15550001111', type: 'gmail', profile: 'https://photos.example.com/g.jpg', fcm_id: 'fcm-a' };

  it('creates the account on first sign-in with is_login "1" (clients then ask to complete the profile) and a working token', async () => {
    const user = await signUpVerifiedUser(api.deps, uid, fields);
    expect(user).toEqual({
      id: expect.any(Number),
      firebase_id: uid,
      name: 'Grace',
      type: 'gmail',
      email: 'grace@example.com',
      mobile: '+15550001111',
      profile: 'https://photos.example.com/g.jpg',
      fcm_id: 'fcm-a',
      status: 1,
      role: 0,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      is_login: '1',
      token: expect.any(String),
    });
    const me = await api.call('get_user_by_id', {}, { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user.id);
  });

  it('signs the same account in again without is_login, keeping what the reader edited', async () => {
    const [before] = await api.deps.db.select().from(schema.users).where(eq(schema.users.firebaseId, uid));
    await api.deps.db.update(schema.users).set({ name: 'Grace H.', mobile: '' }).where(eq(schema.users.id, before!.id));
    const again = await signUpVerifiedUser(api.deps, uid, { ...fields, name: 'Provider Name', fcm_id: 'fcm-b' });
    expect(again).toMatchObject({ id: before!.id, name: 'Grace H.', mobile: '+15550001111', fcm_id: 'fcm-b' });
    expect(again).not.toHaveProperty('is_login');
    const rows = await api.deps.db.select().from(schema.users).where(eq(schema.users.firebaseId, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Grace H.', fcmId: 'fcm-b', mobile: '+15550001111' });
    // Both sign-ins hold their own token.
    const sessions = await api.deps.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, before!.id));
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.tokenHash)).not.toContain(again.token);
  });

  it('refuses a deactivated account with 403 and issues no token', async () => {
    const [row] = await api.deps.db.insert(schema.users).values({ firebaseId: 'deactivated-uid', name: 'Gone', status: 0 }).returning();
    await expect(signUpVerifiedUser(api.deps, 'deactivated-uid', fields)).rejects.toMatchObject({ status: 403, message: DEACTIVATED_MESSAGE });
    const sessions = await api.deps.db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, row!.id));
    expect(sessions).toEqual([]);
  });

  it('fills defaults when the provider sends little', async () => {
    const user = await signUpVerifiedUser(api.deps, 'verified-uid-2', {});
    expect(user).toMatchObject({ name: '', email: '', mobile: '', profile: '', fcm_id: '', type: 'email', is_login: '1' });
  });
});
