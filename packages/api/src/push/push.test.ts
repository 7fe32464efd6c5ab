import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const FCM_TOKEN = 'dGVzdC1kZXZpY2U:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';
const subscription = (endpoint = 'https://push.example/send/abc') => ({ endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' } });
const register = (params: Record<string, string | number>, options: Parameters<TestApi['call']>[2] = {}) =>
  api.call('register_token', params, { method: 'POST', files: {}, ...options });
const devicesWith = (token: string) => api.deps.db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.token, token));

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
    const reordered = JSON.stringify({ keys: { auth: keys.auth, p256dh: keys.p256dh }, endpoint }, null, 2);
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
      [{ language_id: api.base.en.id, token: 'x'.repeat(4097) }, 'token must be at most 4096 characters'],
      [{ language_id: api.base.en.id, token: 'has spaces in it' }, /^token must be an FCM registration token/],
      [{ language_id: api.base.en.id, token: '{not json' }, /^token must be a Web Push subscription/],
      [{ language_id: api.base.en.id, token: JSON.stringify(subscription('http://push.example/x')) }, /^token must be a Web Push subscription with an https endpoint/],
      [{ language_id: api.base.en.id, token: JSON.stringify({ endpoint: 'https://push.example/x', keys: { auth: 'a' } }) }, /^token must be a Web Push subscription/],
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
