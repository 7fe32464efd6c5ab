import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { pushDeliveries, pushNotifications } from './schema/push';

/**
 * How long the push queue's history is kept (the PUSH_*_KEEP_DAYS settings, docs/push.md).
 * Delivery rows (one per device per notification) are what keeps a job taken again after a
 * crash from sending twice; once a notification is done they only serve a look into who got
 * it, so they go first. The notification itself, with its counts, stays longer.
 */
export interface PushRetention {
  deliveryDays: number;
  notificationDays: number;
}

export const PUSH_RETENTION_DEFAULTS: PushRetention = { deliveryDays: 30, notificationDays: 365 };

/**
 * Rows deleted per statement: a notification sent to 100,000 devices leaves as many delivery
 * rows, and the embedded database runs on the server's only thread, so one long delete would
 * hold up every request.
 */
const DELETE_BATCH = 5000;

const DAY_MS = 24 * 60 * 60 * 1000;
const before = (now: Date, days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

/**
 * Deletes the delivery rows of notifications finished more than `days` ago; their counts stay
 * on the notification. Notifications still sending keep theirs whatever their age: those rows
 * are what makes "never twice" hold. Returns how many rows went.
 */
export async function forgetOldPushDeliveries(db: Db, days: number, now: Date = new Date()): Promise<number> {
  const finished = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${pushNotifications} n where n.state = 'done' and n.finished_at < ${before(now, days)}
      and exists (select 1 from ${pushDeliveries} d where d.notification_id = n.id)`,
  );
  let deleted = 0;
  for (const { id } of finished) {
    for (;;) {
      const [gone] = await rowsOf<{ count: number }>(
        db,
        sql`with gone as (delete from ${pushDeliveries} where notification_id = ${id} and device_id in
            (select device_id from ${pushDeliveries} where notification_id = ${id} order by device_id limit ${DELETE_BATCH}) returning 1)
          select count(*)::int as "count" from gone`,
      );
      deleted += gone?.count ?? 0;
      if ((gone?.count ?? 0) < DELETE_BATCH) break;
    }
  }
  return deleted;
}

/**
 * Deletes notifications finished more than `days` ago (their delivery rows, if still there,
 * with them). A notification still sending is never deleted. Returns how many went.
 */
export async function forgetOldPushNotifications(db: Db, days: number, now: Date = new Date()): Promise<number> {
  // Their delivery rows first, in batches; then the notifications, which have none left.
  await forgetOldPushDeliveries(db, days, now);
  const [gone] = await rowsOf<{ count: number }>(
    db,
    sql`with gone as (delete from ${pushNotifications} where state = 'done' and finished_at < ${before(now, days)} returning 1)
      select count(*)::int as "count" from gone`,
  );
  return gone?.count ?? 0;
}

/** Both rules, as the upkeep runs them. */
export async function forgetOldPushHistory(db: Db, retention: PushRetention, now: Date = new Date()): Promise<{ deliveries: number; notifications: number }> {
  const deliveries = await forgetOldPushDeliveries(db, retention.deliveryDays, now);
  const notifications = await forgetOldPushNotifications(db, retention.notificationDays, now);
  return { deliveries, notifications };
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
