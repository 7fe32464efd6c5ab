import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { openPushQueueTest, type PushQueueTest } from '../../test/push-queue-kit';
import { sendNotification } from './push-enqueue';
import type { PushSender } from './push-message';
import { whenDelivered } from './push-runtime';
import { startPushWorkers } from './push-workers';

let t: PushQueueTest;
beforeAll(async () => {
  // Small pages and few messages in flight, so a batch has several rounds to be stopped in.
  t = await openPushQueueTest({ PUSH_MAX_ATTEMPTS: '3', PUSH_BATCH_SIZE: '20', PUSH_CONCURRENCY: '4' });
});
afterAll(() => t.close());

const en = () => ({ kind: 'general' as const, title: 'Tide tables', languageId: t.api.base.en.id });
const deviceExists = async (id: number) => (await t.api.deps.db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.id, id))).length === 1;
const deliveryOf = async (notificationId: number, deviceId: number) =>
  (await t.api.deps.db.select().from(schema.pushDeliveries).where(sql`${schema.pushDeliveries.notificationId} = ${notificationId} and ${schema.pushDeliveries.deviceId} = ${deviceId}`))[0];
const clearDevices = () => t.api.deps.db.delete(schema.deviceTokens);

describe('delivering', () => {
  it('removes a device whose subscription is gone (410) and counts it', async () => {
    await clearDevices();
    const gone = await t.addDevice();
    const fine = await t.addDevice();
    t.service.behave(gone.subscription, { gone: 410 });
    const counts = await t.send(en());
    expect(counts).toMatchObject({ state: 'done', sent: 1, failed: 0, removed: 1 });
    expect(await deviceExists(gone.id)).toBe(false);
    expect(await deviceExists(fine.id)).toBe(true);
    expect((await deliveryOf(counts.id, gone.id))?.state).toBe('removed');
  });

  it('retries a push service in trouble (500) with growing waits, then delivers once', async () => {
    await clearDevices();
    const troubled = await t.addDevice();
    t.service.behave(troubled.subscription, { failures: { remaining: 2, status: 500 } });
    const started = Date.now();
    const counts = await t.send(en());
    expect(counts).toMatchObject({ sent: 1, failed: 0, removed: 0 });
    expect(await deliveryOf(counts.id, troubled.id)).toMatchObject({ state: 'sent', attempts: 3 });
    // Waits of 50 ms then 100 ms (PUSH_RETRY_SECONDS 0.05, doubling).
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(t.service.deliveriesTo(troubled.subscription)).toHaveLength(1);
  });

  it('counts a delivery failed after the last attempt, and keeps the device', async () => {
    await clearDevices();
    const down = await t.addDevice();
    t.service.behave(down.subscription, { failures: { remaining: 100, status: 503 } });
    const counts = await t.send(en());
    expect(counts).toMatchObject({ sent: 0, failed: 1, removed: 0 });
    expect(await deliveryOf(counts.id, down.id)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(await deviceExists(down.id)).toBe(true);
    t.service.behave(down.subscription, {});
  });

  it('after a worker dies mid-batch, another takes its job when the lease ends and sends to the rest, none twice', async () => {
    await clearDevices();
    const devices = await Promise.all(Array.from({ length: 50 }, () => t.addDevice()));
    const id = (await sendNotification(t.api.deps.db, en()))!;
    // The first worker "dies" after 13 sends: its next messages never come back, it never
    // extends its lease again, and it never records them.
    let sends = 0;
    const dying: PushSender = {
      send: (token, message) => (++sends <= 13 ? t.sender.send(token, message) : new Promise(() => {})),
      close() {},
    };
    const first = startPushWorkers({ db: t.api.deps.db, push: t.api.deps.config.push, sender: dying, count: 1, pollMs: 20 });
    while (sends <= 13) await new Promise((resolve) => setTimeout(resolve, 10));
    void first.stop();

    const second = startPushWorkers({ db: t.api.deps.db, push: t.api.deps.config.push, sender: t.sender, count: 2, pollMs: 20 });
    const counts = await whenDelivered(t.api.deps.db, id, 20);
    await second.stop();

    const received = devices.map((device) => t.service.deliveriesTo(device.subscription).length);
    expect(Math.max(...received)).toBe(1);
    expect(t.service.duplicates).toBe(0);
    // The messages in flight when the worker died (at most PUSH_CONCURRENCY, 4) are never sent
    // again, and are counted failed: whether they arrived is unknown (one did, here).
    const inFlight = await t.api.deps.db.select().from(schema.pushDeliveries).where(sql`${schema.pushDeliveries.notificationId} = ${id} and ${schema.pushDeliveries.state} = 'lost'`);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.length).toBeLessThanOrEqual(4);
    expect(received.filter((n) => n === 0).length).toBeLessThanOrEqual(inFlight.length);
    expect(counts).toMatchObject({ state: 'done', sent: 50 - inFlight.length, failed: inFlight.length, removed: 0 });
  });

  it('a fan-out that dies after its first page is taken again and queues the rest, none twice', async () => {
    await clearDevices();
    const devices = await Promise.all(Array.from({ length: 50 }, () => t.addDevice()));
    const id = (await sendNotification(t.api.deps.db, en()))!;
    let pages = 0;
    const errors: unknown[] = [];
    const dying = startPushWorkers({
      db: t.api.deps.db,
      push: t.api.deps.config.push,
      sender: t.sender,
      count: 1,
      pollMs: 20,
      onPageRead: () => {
        if (++pages === 2) throw new Error('the process died');
      },
      onError: (error) => errors.push(error),
    });
    while (pages < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await dying.stop();
    expect(errors).toHaveLength(1);
    const second = startPushWorkers({ db: t.api.deps.db, push: t.api.deps.config.push, sender: t.sender, count: 2, pollMs: 20 });
    const counts = await whenDelivered(t.api.deps.db, id, 20);
    await second.stop();
    expect(devices.map((device) => t.service.deliveriesTo(device.subscription).length)).toEqual(Array(50).fill(1));
    expect(counts).toMatchObject({ sent: 50, failed: 0, removed: 0 });
  });

  it('pages through the audience: 5,000 devices, 500 at a time', async () => {
    await clearDevices();
    const subscription = () => t.service.subscription({ applicationServerKey: t.keys.publicKey });
    const rows = Array.from({ length: 5000 }, () => {
      const { endpoint, keys } = subscription();
      return { token: JSON.stringify({ endpoint, keys }), languageId: t.api.base.en.id };
    });
    for (let start = 0; start < rows.length; start += 1000) await t.api.deps.db.insert(schema.deviceTokens).values(rows.slice(start, start + 1000));
    const pages: number[] = [];
    const push = { ...t.api.deps.config.push, batchSize: 500, concurrency: 50 };
    const id = (await sendNotification(t.api.deps.db, en()))!;
    const workers = startPushWorkers({ db: t.api.deps.db, push, sender: t.sender, count: 2, pollMs: 20, onPageRead: (n) => pages.push(n) });
    const counts = await whenDelivered(t.api.deps.db, id, 50);
    await workers.stop();
    expect(pages.slice(0, 10)).toEqual(Array(10).fill(500));
    expect(pages.every((n) => n <= 500)).toBe(true);
    expect(counts).toMatchObject({ sent: 5000, failed: 0, removed: 0 });
    expect(t.service.duplicates).toBe(0);
  }, 120_000);
});
