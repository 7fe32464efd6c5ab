import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPush } from '../../push/push-runtime';
import type { PushWorkers } from '../../push/push-workers';
import { startLocalPushService, type LocalPushService } from '../../../test/push-service/local-push-service';
import type { PushSubscriptionJson } from '../../../test/push-service/push-subscriptions';
import { vapidKeys } from '../../push/vapid-keys';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let service: LocalPushService;
let workers: PushWorkers | null;
let editor: StaffLogin;
let folder: string;
let serverKey: string;

// The server's own queue workers and real sender, against a local Web Push service that checks
// VAPID and decrypts every message (docs/push.md, Tests).
beforeAll(async () => {
  service = await startLocalPushService();
  folder = await mkdtemp(path.join(tmpdir(), 'notifications-push-'));
  await writeFile(path.join(folder, 'ca.pem'), service.certificatePem);
  api = await createAdminTestApi({ PUSH_TRUSTED_ORIGINS: service.origin, PUSH_CA_FILE: path.join(folder, 'ca.pem'), PUSH_RETRY_SECONDS: '0.05', PUSH_TIMEOUT_SECONDS: '5' });
  serverKey = (await vapidKeys(api.deps.db, api.deps.config.push))!.publicKey;
  workers = await startPush(api.deps.db, api.deps.config.push);
  editor = await api.loginAs(await api.staffAccount('editor'));
});
afterAll(async () => {
  await workers?.stop();
  await service.close();
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

let addresses = 0;
/** A device registered as a browser does, through the public API, from its own network address. */
async function device(languageId: number, place?: { latitude: number; longitude: number }): Promise<PushSubscriptionJson> {
  const subscription = service.subscription({ applicationServerKey: serverKey });
  addresses += 1;
  const params = { language_id: languageId, token: JSON.stringify(subscription), ...(place ? { latitude: String(place.latitude), longitude: String(place.longitude) } : {}) };
  const answer = await api.call('register_token', params, { method: 'POST', files: {}, headers: { 'x-forwarded-for': `198.51.100.${addresses}` } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return subscription;
}

const titlesAt = (subscription: PushSubscriptionJson) => service.deliveriesTo(subscription).map((delivery) => (delivery.payload as { title?: string }).title);

/** The console's record once its push is done, as the history list reads it. */
async function whenSent(id: number) {
  let record: { state: string; delivery: unknown } = { state: '', delivery: null };
  await expect
    .poll(async () => {
      record = (await api.admin('GET', `notifications/${id}`, { login: editor })).body.data;
      return record.state;
    }, { timeout: 15_000, interval: 50 })
    .toBe('sent');
  return record;
}

describe('a composed notification reaches its audience', () => {
  it('only its language’s devices, with the counts in the history', async () => {
    const english = [await device(api.base.en.id), await device(api.base.en.id)];
    const arabic = await device(api.base.ar.id);
    const gone = await device(api.base.en.id);
    service.behave(gone, { gone: 410 });
    const sent = await api.admin('POST', 'notifications', { login: editor, body: { language_id: api.base.en.id, title: 'Roads closed', message: 'Until noon' } });
    expect(sent.status).toBe(201);
    expect(await whenSent(sent.body.data.id)).toMatchObject({ state: 'sent', delivery: { sent: 2, failed: 0, removed: 1 } });
    for (const subscription of english) expect(titlesAt(subscription)).toEqual(['Roads closed']);
    expect(titlesAt(arabic)).toEqual([]);
    const [message] = service.deliveriesTo(english[0]!);
    expect(message!.payload).toMatchObject({ kind: 'general', body: 'Until noon', url: 'http://news.test/en/notifications' });
    const listed = await api.admin('GET', 'notifications', { login: editor, query: { filter: JSON.stringify({ language_id: api.base.en.id, state: 'sent' }) } });
    expect(listed.body.data[0]).toMatchObject({ id: sent.body.data.id, delivery: { sent: 2, removed: 1 } });
  });

  it('within a radius: only the devices near the point, of its language', async () => {
    const lisbon = { latitude: 38.7223, longitude: -9.1393 };
    const near = await device(api.base.en.id, { latitude: 38.75, longitude: -9.15 });
    const far = await device(api.base.en.id, { latitude: 41.1579, longitude: -8.6291 });
    const nearInArabic = await device(api.base.ar.id, lisbon);
    const body = { language_id: api.base.en.id, title: 'Tram strike', message: 'Lisbon only', ...lisbon, radius_km: 20 };
    const sent = await api.admin('POST', 'notifications', { login: editor, body });
    expect(await whenSent(sent.body.data.id)).toMatchObject({ delivery: { sent: 1, failed: 0, removed: 0 } });
    expect(titlesAt(near)).toEqual(['Tram strike']);
    expect(titlesAt(far)).not.toContain('Tram strike');
    expect(titlesAt(nearInArabic)).toEqual([]);
    expect(service.duplicates).toBe(0);
  });
});
