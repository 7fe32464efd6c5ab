import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { audienceCondition } from './push-audience';
import { extendLease, finishJob, idArray, rows, type ClaimedJob } from './push-jobs';
import type { QueueContext } from './push-queue-context';

const { deviceTokens: devices, pushNotifications: notifications, pushJobs: jobs } = schema;

/**
 * Walks the audience in pages of `batchSize` devices by id, adding one delivery job per page.
 * The page's job and the new position are written together, so a fan-out taken again after a
 * crash resumes after the last page it queued; memory holds one page of ids at a time.
 */
export async function fanOut(context: QueueContext, job: ClaimedJob): Promise<void> {
  const { db, push } = context;
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, job.notificationId)).limit(1);
  if (!notification) return finishJob(db, job);
  const audience = audienceCondition(notification, Boolean(push.fcm));
  let after = notification.fanOutAfter;
  for (;;) {
    const page = await rows<{ id: number }>(db, sql`select ${devices.id} as id from ${devices} where ${devices.id} > ${after} and ${audience} order by ${devices.id} limit ${push.batchSize}`);
    context.onPageRead?.(page.length);
    const ids = page.map((row) => row.id);
    const last = ids.at(-1);
    await db.transaction(async (tx) => {
      if (last !== undefined) {
        await tx.execute(sql`insert into ${jobs} (notification_id, kind, device_ids) values (${job.notificationId}, 'deliver', ${idArray(ids)})`);
        await tx.update(notifications).set({ fanOutAfter: last }).where(eq(notifications.id, job.notificationId));
      }
      if (ids.length < push.batchSize) await finishJob(tx, job);
    });
    context.wake();
    if (last === undefined || ids.length < push.batchSize) return;
    after = last;
    if (!(await extendLease(db, job.id, context.workerId, push.leaseMs))) return;
  }
}
