import { createECDH, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { DEVICE_LIMITS } from './device-limits';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const FCM_TOKEN = 'dGVzdC1kZXZpY2U:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';
/** A browser's subscription keys: an uncompressed P-256 public key and a 16-byte secret, base64url. */
const KEYS = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const subscription = (endpoint = 'https://push.example/send/abc', keys: Record<string, string> = KEYS) => ({ endpoint, expirationTime: null, keys });
const register = (params: Record<string, string | number>, options: Parameters<TestApi['call']>[2] = {}) =>
  api.call('register_token', params, { method: 'POST', files: {}, ...options });
const devicesWith = (token: string) => api.deps.db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.token, token));
const deviceCount = async () => (await api.deps.db.select({ n: count() }).from(schema.deviceTokens))[0]!.n;

describe('register_token', () => {
  it('stores an FCM token with a position (multipart)', async () => {
    const { status, body } = await register({ language_id: api.base.en.id, token: FCM_TOKEN, latitude: '48.85', longitude: '2.35' });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Device registered successfully', data: { id: expect.any(Number), language_id: api.base.en.id } });
    const [device] = await devicesWith(FCM_TOKEN);
    expect(device).toMatchObject({ id: body.data.id, languageId: api.base.en.id, userId: null, latitude: 48.85, longitude: 2.35 });
  });

  it('updates the same device when it registers again, keeping the last known position', async () => {
    const first = await register({ language_id: api.base.en.id, token: `${FCM_TOKEN}-again`, latitude: 30, longitude: 31 });
    const again = await register({ language_id: api.base.ar.id, token: `${FCM_TOKEN}-again`, latitude: '', longitude: '' });
    expect(again.body.data).toEqual({ id: first.body.data.id, language_id: api.base.ar.id });
    const rows = await devicesWith(`${FCM_TOKEN}-again`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ languageId: api.base.ar.id, latitude: 30, longitude: 31 });
  });

  it('stores a Web Push subscription in one canonical form, so a re-serialized one is the same device', async () => {
    const { body } = await register({ language_id: api.base.en.id, token: JSON.stringify(subscription()) }, { method: 'POST', json: true, files: undefined });
    const { endpoint, keys } = subscription();
    // Reordered, indented, and with the base64 padding some libraries add.
    const reordered = JSON.stringify({ keys: { auth: `${keys.auth}==`, p256dh: `${keys.p256dh}=` }, endpoint }, null, 2);
    const again = await register({ language_id: api.base.en.id, token: reordered });
    expect(again.body.data.id).toBe(body.data.id);
    const rows = await devicesWith(JSON.stringify({ endpoint, keys }));
    expect(rows).toHaveLength(1);
  });

  it('links the device to the signed-in reader, and unlinks it when registered signed out', async () => {
    const reader = await api.signedInUser();
    const token = `${FCM_TOKEN}-reader`;
    await register({ language_id: api.base.en.id, token, user_id: reader.id }, { method: 'POST', token: reader.token });
    expect((await devicesWith(token))[0]?.userId).toBe(reader.id);
    await register({ language_id: api.base.en.id, token });
    expect((await devicesWith(token))[0]?.userId).toBeNull();
  });

  it('treats a stale bearer token as signed out', async () => {
    const { status } = await register({ language_id: api.base.en.id, token: `${FCM_TOKEN}-stale` }, { method: 'POST', token: 'y'.repeat(40) });
    expect(status).toBe(200);
    expect((await devicesWith(`${FCM_TOKEN}-stale`))[0]?.userId).toBeNull();
  });

  it('refuses a user_id that is not the token’s user', async () => {
    const reader = await api.signedInUser();
    const { status } = await register({ language_id: api.base.en.id, token: FCM_TOKEN, user_id: reader.id + 1 }, { method: 'POST', token: reader.token });
    expect(status).toBe(403);
  });

  it('validates every parameter, naming the field', async () => {
    const cases: [Record<string, string | number>, string | RegExp][] = [
      [{ token: FCM_TOKEN }, 'language_id is required'],
      [{ language_id: 'en', token: FCM_TOKEN }, 'language_id must be a whole number'],
      [{ language_id: api.base.en.id }, 'token is required'],
      [{ language_id: api.base.en.id, token: 'x'.repeat(2049) }, 'token must be at most 2048 characters'],
      [{ language_id: api.base.en.id, token: 'has spaces in it' }, /^token must be an FCM registration token/],
      [{ language_id: api.base.en.id, token: 'short:token' }, /^token must be an FCM registration token \(32 to 512 /],
      [{ language_id: api.base.en.id, token: 'A'.repeat(513) }, /^token must be an FCM registration token/],
      [{ language_id: api.base.en.id, token: '{not json' }, /^token must be a Web Push subscription/],
      [{ language_id: api.base.en.id, token: '{"keys": []}' }, /^token must be a Web Push subscription with an https endpoint/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription('http://push.example/x')) }, /^token must be a Web Push subscription with an https endpoint/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription('not a url')) }, /^token must be a Web Push subscription with an https endpoint/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription(`https://push.example/${'e'.repeat(1024)}`)) }, /^token must be a Web Push subscription whose endpoint is at most 1024 characters/],
      [{ language_id: api.base.en.id, token: JSON.stringify({ endpoint: 'https://push.example/x', keys: { auth: 'a' } }) }, /^token must be a Web Push subscription/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription(undefined, { ...KEYS, p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA' })) }, /keys\.p256dh is a P-256 public key/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription(undefined, { ...KEYS, p256dh: `C${KEYS.p256dh.slice(1)}` })) }, /keys\.p256dh is a P-256 public key/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription(undefined, { ...KEYS, auth: `${KEYS.auth}AAAA` })) }, /keys\.auth is a 16-byte secret/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription('https://127.0.0.1/push')) }, 'token must be a Web Push subscription whose endpoint is a public push service: its host is a loopback address'],
      [{ language_id: api.base.en.id, token: FCM_TOKEN, latitude: 91, longitude: 0 }, 'latitude must be a number between -90 and 90'],
      [{ language_id: api.base.en.id, token: FCM_TOKEN, latitude: 0, longitude: 'east' }, 'longitude must be a number between -180 and 180'],
      [{ language_id: api.base.en.id, token: FCM_TOKEN, latitude: 10 }, 'longitude is required'],
      [{ language_id: api.base.en.id, token: FCM_TOKEN, longitude: 10 }, 'latitude is required'],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await register(params);
      expect(status, JSON.stringify(params).slice(0, 80)).toBe(400);
      expect(body.message).toMatch(message);
    }
  });

  it('404s an unknown language and stores nothing', async () => {
    const { status, body } = await register({ language_id: 999, token: `${FCM_TOKEN}-nolang` });
    expect(status).toBe(404);
    expect(body.message).toBe('Language not found');
    expect(await devicesWith(`${FCM_TOKEN}-nolang`)).toHaveLength(0);
  });

  it('refuses a wrong access key with 401', async () => {
    expect((await register({ language_id: api.base.en.id, token: FCM_TOKEN }, { method: 'POST', files: {}, accessKey: 'bad' })).status).toBe(401);
  });
});

describe('register_token limits (an anonymous write)', () => {
  const from = (address: string, agent = 'test') => ({ method: 'POST' as const, files: {}, headers: { 'x-forwarded-for': address, 'user-agent': agent } });
  const fcmToken = () => `${randomBytes(8).toString('hex')}:APA91b${randomBytes(110).toString('base64url')}`;

  it('refuses oversize tokens with 400 before storing anything (a 4,000-character token once answered 500)', async () => {
    const before = await deviceCount();
    for (const token of ['A'.repeat(4000), JSON.stringify(subscription(`https://push.example/${'x'.repeat(4000)}`)), `A${'b'.repeat(600)}`]) {
      const { status, body } = await register({ language_id: api.base.en.id, token }, from('198.51.7.1'));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^token must /);
    }
    expect(await deviceCount()).toBe(before);
  });

  it('limits registrations per address with a 429 that says why, keyed on the address and not the browser', async () => {
    const { limit, message } = DEVICE_LIMITS.registrationsPerAddress;
    const before = await deviceCount();
    for (let i = 0; i < limit; i += 1) {
      const answer = await register({ language_id: api.base.en.id, token: fcmToken() }, from('198.51.7.2', `agent ${i}`));
      expect(answer.status).toBe(200);
    }
    const refused = await register({ language_id: api.base.en.id, token: fcmToken() }, from('198.51.7.2', 'yet another agent'));
    expect([refused.status, refused.body]).toEqual([429, { error: 'true', message, data: [] }]);
    expect(await deviceCount()).toBe(before + limit);
    // Another network is not held back by this one.
    expect((await register({ language_id: api.base.en.id, token: fcmToken() }, from('198.51.7.3'))).status).toBe(200);
  });

  it('limits new devices per address per day, while known devices still refresh', async () => {
    const address = '198.51.7.4';
    const known = fcmToken();
    expect((await register({ language_id: api.base.en.id, token: known }, from(address))).status).toBe(200);
    // The rest of the day's new devices used up (counted as the service counts them).
    const { action, limit, windowMs, message } = DEVICE_LIMITS.newDevicesPerAddress;
    for (let i = 1; i < limit; i += 1) await api.deps.limiter.take(action, address, limit, windowMs);

    const refused = await register({ language_id: api.base.en.id, token: fcmToken() }, from(address));
    expect([refused.status, refused.body.message]).toEqual([429, message]);
    const refreshed = await register({ language_id: api.base.ar.id, token: known }, from(address));
    expect(refreshed.status).toBe(200);
    expect((await devicesWith(known))[0]?.languageId).toBe(api.base.ar.id);
  });

  it('moves last seen (updated_at) on each registration, so an active device is never forgotten', async () => {
    const token = fcmToken();
    await register({ language_id: api.base.en.id, token }, from('198.51.7.5'));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await api.deps.db.update(schema.deviceTokens).set({ updatedAt: longAgo }).where(eq(schema.deviceTokens.token, token));
    await register({ language_id: api.base.en.id, token }, from('198.51.7.5'));
    const [device] = await devicesWith(token);
    expect(device!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(device!.createdAt.getTime()).toBeLessThanOrEqual(device!.updatedAt.getTime());
  });
});

describe('register_token push endpoints', () => {
  it('refuses endpoints on loopback, private, link-local and local names, and stores none of them', async () => {
    const before = await deviceCount();
    const hosts = ['127.0.0.1', '2130706433', '0x7f.1', '10.1.2.3', '169.254.169.254', '192.168.1.1', '[::1]', '[fd00::1]', '[fe80::1]', '[::ffff:10.0.0.1]', 'localhost', 'push.localhost', 'printer.local', 'metadata.google.internal', 'intranet'];
    for (const host of hosts) {
      const { status, body } = await register({ language_id: api.base.en.id, token: JSON.stringify(subscription(`https://${host}/push/abc`)) }, { method: 'POST', files: {}, headers: { 'x-forwarded-for': '198.51.8.1' } });
      expect(status, host).toBe(400);
      expect(body.message, host).toMatch(/^token must be a Web Push subscription whose endpoint is a public push service: /);
    }
    expect(await deviceCount()).toBe(before);
  });

  it('stores endpoints of public push services', async () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc:APA91bXYZ', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn', 'https://web.push.apple.com/QGuQyavXutnMH']) {
      const { status } = await register({ language_id: api.base.en.id, token: JSON.stringify(subscription(endpoint)) }, { method: 'POST', files: {}, headers: { 'x-forwarded-for': '198.51.8.2' } });
      expect(status, endpoint).toBe(200);
    }
  });
});
