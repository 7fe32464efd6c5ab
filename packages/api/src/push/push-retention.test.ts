import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { forgetOldPushHistory } from '@newsroom/db/push-retention';
import { startUpkeep } from '@newsroom/db/upkeep';
import { openPushQueueTest, type PushQueueTest } from '../../test/push-queue-kit';

// On the embedded database and, with `npm run test:pg`, on PostgreSQL: the upkeep serves both.

let t: PushQueueTest;
beforeAll(async () => {
  t = await openPushQueueTest({ PUSH_DELIVERIES_KEEP_DAYS: '30', PUSH_NOTIFICATIONS_KEEP_DAYS: '365' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const { pushNotifications: notifications, pushDeliveries: deliveries } = schema;

const finishedAt = (id: number, when: Date) => t.api.deps.db.update(notifications).set({ finishedAt: when, createdAt: when }).where(eq(notifications.id, id));
const deliveryCount = async (id: number) =>
  ((await t.api.deps.db.execute(sql`select count(*)::int as n from ${deliveries} where notification_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0];
const notificationsLeft = async (ids: number[]) => (await t.api.deps.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))).map((row) => row.id).sort();

/** A notification as the queue leaves it, with `rows` delivery rows (no devices needed for those). */
async function pastNotification(state: 'done' | 'sending', when: Date, rows: number): Promise<number> {
  const [row] = await t.api.deps.db
    .insert(notifications)
    .values({ kind: 'general', title: 'Old news', state, sent: rows, createdAt: when, finishedAt: state === 'done' ? when : null })
    .returning({ id: notifications.id });
  await t.api.deps.db.execute(sql`insert into ${deliveries} (notification_id, device_id, state) select ${row!.id}, g, 'sent' from generate_series(1, ${rows}) g`);
  return row!.id;
}

describe('keeping the push queue small', () => {
  it('reads its keeping times from the settings', () => {
    expect(t.api.deps.config.push.retention).toEqual({ deliveryDays: 30, notificationDays: 365 });
  });

  it('deletes delivery rows of notifications finished over 30 days ago, keeps their counts, and deletes notifications finished over a year ago', async () => {
    const devices = await Promise.all([t.addDevice(), t.addDevice(), t.addDevice()]);
    const monthOld = await t.send({ kind: 'general', title: 'Last month' });
    const recent = await t.send({ kind: 'general', title: 'Last week' });
    await finishedAt(monthOld.id, daysAgo(31));
    await finishedAt(recent.id, daysAgo(29));
    // Past the batch of 5,000 rows a statement deletes.
    const big = await pastNotification('done', daysAgo(40), 12_000);
    const yearOld = await pastNotification('done', daysAgo(366), 4);
    // Never finished (its workers are gone): its rows are what keeps "never twice", whatever its age.
    const stuck = await pastNotification('sending', daysAgo(400), 3);

    const forgotten = await forgetOldPushHistory(t.api.deps.db, t.api.deps.config.push.retention);

    expect(forgotten).toEqual({ deliveries: 3 + 12_000 + 4, notifications: 1 });
    expect(await deliveryCount(monthOld.id)).toEqual({ n: 0 });
    expect(await deliveryCount(big)).toEqual({ n: 0 });
    expect(await deliveryCount(recent.id)).toEqual({ n: devices.length });
    expect(await deliveryCount(stuck)).toEqual({ n: 3 });
    expect(await notificationsLeft([monthOld.id, recent.id, big, yearOld, stuck])).toEqual([monthOld.id, recent.id, big, stuck].sort((a, b) => a - b));
    const [counts] = await t.api.deps.db.select().from(notifications).where(eq(notifications.id, monthOld.id));
    expect(counts).toMatchObject({ state: 'done', sent: 3, failed: 0, removed: 0 });
    expect(await forgetOldPushHistory(t.api.deps.db, t.api.deps.config.push.retention)).toEqual({ deliveries: 0, notifications: 0 });
  });

  it('runs in the server upkeep', async () => {
    const old = await pastNotification('done', daysAgo(45), 2);
    const errors: unknown[] = [];
    // Told it is PostgreSQL: the embedded-only table upkeep stays out, retention still runs.
    const upkeep = startUpkeep({ db: t.api.deps.db, kind: 'postgres' }, { intervalMs: 5, pushRetention: t.api.deps.config.push.retention, onError: (error) => errors.push(error) });
    try {
      await expect.poll(() => deliveryCount(old)).toEqual({ n: 0 });
    } finally {
      upkeep.stop();
    }
    expect(errors).toEqual([]);
    expect(await notificationsLeft([old])).toEqual([old]);
  });
});
