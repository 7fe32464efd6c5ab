import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertUser } from '../../test/builders';
import { openPushQueueTest, type PushQueueTest } from '../../test/push-queue-kit';
import type { PushSubscriptionJson } from '../../test/push-service/push-subscriptions';

let t: PushQueueTest;
beforeAll(async () => {
  t = await openPushQueueTest();
});
afterAll(() => t.close());

/** Which of the named devices received notification `id`, decrypted by the push service. */
const receivers = (id: number, devices: Record<string, { subscription: PushSubscriptionJson }>) =>
  Object.entries(devices)
    .filter(([, device]) => t.service.deliveriesTo(device.subscription).some((delivery) => (delivery.payload as { notification_id?: number }).notification_id === id))
    .map(([name]) => name)
    .sort();

describe('who gets a notification', () => {
  it('by language, and breaking news only where wanted', async () => {
    const devices = {
      en: await t.addDevice(),
      enNoBreaking: await t.addDevice({ breakingNews: false }),
      ar: await t.addDevice({ languageId: t.api.base.ar.id }),
    };
    // Without FCM settings an FCM registration token cannot be sent to: it is not in the audience.
    await t.api.deps.db.insert(schema.deviceTokens).values({ token: 'fcm-device:APA91bHun4MxP5egoKMwt2KZFBaFUH', languageId: t.api.base.en.id });
    const general = await t.send({ kind: 'general', title: 'Harbour news', url: '/en/news/harbour', languageId: t.api.base.en.id });
    expect(receivers(general.id, devices)).toEqual(['en', 'enNoBreaking']);
    expect(general).toMatchObject({ sent: 2, failed: 0 });
    const breaking = await t.send({ kind: 'breaking', title: 'Storm warning', languageId: t.api.base.en.id });
    expect(receivers(breaking.id, devices)).toEqual(['en']);
    expect(breaking).toMatchObject({ state: 'done', sent: 1, failed: 0, removed: 0 });
    // The message arrives whole, readable by the service worker, with breaking news marked urgent.
    const [delivery] = t.service.deliveriesTo(devices.en.subscription).slice(-1);
    expect(delivery!.payload).toMatchObject({ title: 'Storm warning', kind: 'breaking', notification_id: breaking.id });
    expect(delivery!.headers.urgency).toBe('high');
  });

  it('by category: devices following it, or whose signed-in reader prefers it when the device follows none', async () => {
    const [sport, weather] = t.api.base.categories;
    const reader = await insertUser(t.api.deps.db);
    await t.api.deps.db.insert(schema.userCategories).values({ userId: reader.id, categoryId: sport!.id });
    const devices = {
      followsSport: await t.addDevice({ categoryIds: [sport!.id, weather!.id] }),
      followsWeather: await t.addDevice({ categoryIds: [weather!.id] }),
      readerPrefersSport: await t.addDevice({ userId: reader.id }),
      // The device's own choice wins over its reader's preferences.
      readerButFollowsWeather: await t.addDevice({ userId: reader.id, categoryIds: [weather!.id] }),
      followsNothing: await t.addDevice(),
    };
    const counts = await t.send({ kind: 'story', title: 'Cup final', languageId: t.api.base.en.id, categoryId: sport!.id });
    expect(receivers(counts.id, devices)).toEqual(['followsSport', 'readerPrefersSport']);
  });

  it('by distance, when the notification has a position', async () => {
    const devices = {
      paris: await t.addDevice({ latitude: 48.8566, longitude: 2.3522 }),
      versailles: await t.addDevice({ latitude: 48.8049, longitude: 2.1204 }),
      lyon: await t.addDevice({ latitude: 45.764, longitude: 4.8357 }),
      nowhere: await t.addDevice(),
    };
    const counts = await t.send({ kind: 'story', title: 'Seine floods', languageId: t.api.base.en.id, near: { latitude: 48.8566, longitude: 2.3522, radiusKm: 50 } });
    expect(receivers(counts.id, devices)).toEqual(['paris', 'versailles']);
  });

  it('personal: only the reader’s own devices, whatever their language', async () => {
    const reader = await insertUser(t.api.deps.db);
    const other = await insertUser(t.api.deps.db);
    const devices = {
      phone: await t.addDevice({ userId: reader.id }),
      laptopInArabic: await t.addDevice({ userId: reader.id, languageId: t.api.base.ar.id }),
      someoneElse: await t.addDevice({ userId: other.id }),
      anonymous: await t.addDevice(),
    };
    const counts = await t.send({ kind: 'personal', title: 'Sam replied to your comment', userId: reader.id });
    expect(receivers(counts.id, devices)).toEqual(['laptopInArabic', 'phone']);
  });

  it('queues nothing for a reader without a device', async () => {
    const { sendNotification } = await import('./push-enqueue');
    const lonely = await insertUser(t.api.deps.db);
    expect(await sendNotification(t.api.deps.db, { kind: 'personal', title: 'Hi', userId: lonely.id })).toBeNull();
  });

  it('never sends twice to one device, and every message passed the service’s VAPID and decryption checks', () => {
    expect(t.service.duplicates).toBe(0);
    expect(t.service.refusals).toEqual([]);
  });
});
