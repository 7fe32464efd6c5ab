import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let trusting: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  trusting = await createTestApi({ PUSH_TRUSTED_ORIGINS: 'https://127.0.0.1:9443' });
});
afterAll(async () => {
  await api.close();
  await trusting.close();
});

const KEYS = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const token = (endpoint: string) => JSON.stringify({ endpoint, keys: KEYS });
const call = (on: TestApi, name: 'register_token' | 'delete_token', params: Record<string, string | number>, options: { token?: string } = {}) =>
  on.call(name, params, { method: 'POST', files: {}, ...options });
const device = async (on: TestApi, stored: string) => (await on.deps.db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.token, stored)))[0];

describe('register_token topics', () => {
  it('stores breaking news and followed categories, keeps them when left out, clears categories when empty', async () => {
    const stored = token('https://push.example/send/topics');
    const [sport, weather] = api.base.categories;
    const first = await call(api, 'register_token', { language_id: api.base.en.id, token: stored, breaking_news: '0', category_ids: `${sport!.id},${weather!.id}` });
    expect(first.status).toBe(200);
    expect(await device(api, stored)).toMatchObject({ breakingNews: false, categoryIds: [sport!.id, weather!.id] });
    await call(api, 'register_token', { language_id: api.base.ar.id, token: stored });
    expect(await device(api, stored)).toMatchObject({ languageId: api.base.ar.id, breakingNews: false, categoryIds: [sport!.id, weather!.id] });
    await call(api, 'register_token', { language_id: api.base.en.id, token: stored, breaking_news: '1', category_ids: '' });
    expect(await device(api, stored)).toMatchObject({ breakingNews: true, categoryIds: [] });
  });

  it('gives a new device breaking news and no category', async () => {
    const stored = token('https://push.example/send/new');
    await call(api, 'register_token', { language_id: api.base.en.id, token: stored });
    expect(await device(api, stored)).toMatchObject({ breakingNews: true, categoryIds: [] });
  });

  it('refuses topics of the wrong shape, naming the field', async () => {
    const stored = token('https://push.example/send/bad');
    const cases: [Record<string, string>, string][] = [
      [{ breaking_news: 'yes' }, 'breaking_news must be one of 0, 1'],
      [{ category_ids: 'sport' }, 'category_ids must be a comma separated list of ids'],
      [{ category_ids: '0' }, 'category_ids must be a comma separated list of ids'],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await call(api, 'register_token', { language_id: api.base.en.id, token: stored, ...params });
      expect([status, body.message]).toEqual([400, message]);
    }
    expect(await device(api, stored)).toBeUndefined();
  });

  it('lets trusted push service origins through, and only those', async () => {
    const local = token('https://127.0.0.1:9443/push/abc');
    expect((await call(trusting, 'register_token', { language_id: trusting.base.en.id, token: local })).status).toBe(200);
    const otherPort = await call(trusting, 'register_token', { language_id: trusting.base.en.id, token: token('https://127.0.0.1:9444/push/abc') });
    expect([otherPort.status, otherPort.body.message]).toEqual([400, 'token must be a Web Push subscription whose endpoint is a public push service: it must use the https port 443']);
    const untrusted = await call(api, 'register_token', { language_id: api.base.en.id, token: local });
    expect(untrusted.status).toBe(400);
  });
});

describe('delete_token', () => {
  it('forgets the device, signed in or not, and answers 0 when there was none', async () => {
    const reader = await api.signedInUser();
    const stored = token('https://push.example/send/leaving');
    await call(api, 'register_token', { language_id: api.base.en.id, token: stored }, { token: reader.token });
    const { status, body } = await call(api, 'delete_token', { token: stored });
    expect([status, body]).toEqual([200, { error: 'false', message: 'Device removed successfully', data: { deleted: 1 } }]);
    expect(await device(api, stored)).toBeUndefined();
    const again = await call(api, 'delete_token', { token: stored }, { token: reader.token });
    expect(again.body.data).toEqual({ deleted: 0 });
  });

  it('finds a subscription however it is serialized', async () => {
    const stored = token('https://push.example/send/reordered');
    await call(api, 'register_token', { language_id: api.base.en.id, token: stored });
    const reordered = JSON.stringify({ keys: { auth: KEYS.auth, p256dh: KEYS.p256dh }, endpoint: 'https://push.example/send/reordered' }, null, 1);
    expect((await call(api, 'delete_token', { token: reordered })).body.data).toEqual({ deleted: 1 });
  });

  it('refuses a missing or malformed token', async () => {
    expect((await call(api, 'delete_token', {})).body.message).toBe('token is required');
    const bad = await call(api, 'delete_token', { token: 'not a token' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^token must be an FCM registration token/);
  });
});
