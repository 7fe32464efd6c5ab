import { eq, sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { extendLease, finishJob, idArray, rows, type ClaimedJob } from './push-jobs';
import type { DeliveryOutcome, PushMessage } from './push-message';
import type { QueueContext } from './push-queue-context';

const { deviceTokens: devices, pushNotifications: notifications, pushDeliveries: deliveries, pushJobs: jobs } = schema;

/** A notification's message; urgent and short-lived for breaking news. */
function messageOf(row: typeof notifications.$inferSelect): PushMessage {
  const breaking = row.kind === 'breaking';
  return {
    title: row.title,
    body: row.body,
    url: row.url,
    image: row.image,
    data: { ...row.data, kind: row.kind, notification_id: row.id },
    urgency: breaking ? 'high' : 'normal',
    ttlSeconds: breaking ? 6 * 3600 : 24 * 3600,
  };
}

/** Devices reserved, sent to and recorded together; several such groups are in flight at once. */
const GROUP_SIZE = 10;

/**
 * Sends a delivery job's message to its devices, `concurrency` at a time, in lanes of small
 * groups so one slow push service holds up only its own group. Each device's delivery row is
 * written (`sending`) before its message leaves, and a device that already has a row is skipped,
 * unless that row waits for a retry: so no device gets it twice, also when the job is taken
 * again after a crash (ADR 009). Retries go to a new job that waits, doubling each time.
 */
export async function deliver(context: QueueContext, job: ClaimedJob): Promise<void> {
  const { db, push } = context;
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, job.notificationId)).limit(1);
  if (!notification) return finishJob(db, job);
  const message = messageOf(notification);
  const groupSize = Math.min(GROUP_SIZE, push.concurrency);
  const retries: number[] = [];
  let nextAttempt = 2;
  let next = 0;
  let leaseKept = true;
  let leaseAt = Date.now();
  const lane = async () => {
    while (leaseKept && context.running() && next < job.deviceIds.length) {
      const group = job.deviceIds.slice(next, (next += groupSize));
      const reserved = await reserve(context, job.notificationId, group);
      const outcomes = await Promise.all(reserved.map(async (device) => ({ id: device.id, outcome: await context.sender.send(device.token, message) })));
      const waiting = await record(context, job.notificationId, outcomes);
      retries.push(...waiting.ids);
      nextAttempt = Math.max(nextAttempt, waiting.attempt + 1);
      // A third of the lease between extensions leaves room for a slow round.
      if (Date.now() - leaseAt > push.leaseMs / 3) {
        leaseAt = Date.now();
        leaseKept = await extendLease(db, job.id, context.workerId, push.leaseMs);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.floor(push.concurrency / groupSize)) }, lane));
  if (!leaseKept || next < job.deviceIds.length) return;
  await db.transaction(async (tx) => {
    if (retries.length > 0) {
      const delayMs = push.retryBaseMs * 2 ** (nextAttempt - 2);
      await tx.execute(sql`insert into ${jobs} (notification_id, kind, device_ids, run_after)
        values (${job.notificationId}, 'deliver', ${idArray(retries)}, now() + ${delayMs} * interval '1 millisecond')`);
    }
    await finishJob(tx, job);
  });
}

/** Marks the devices `sending` and answers those this worker may send to, with their tokens. */
async function reserve(context: QueueContext, notificationId: number, ids: number[]): Promise<{ id: number; token: string }[]> {
  return rows(
    context.db,
    sql`with known as (select ${devices.id} as id, ${devices.token} as token from ${devices} where ${devices.id} = any(${idArray(ids)})),
      reserved as (
        insert into ${deliveries} (notification_id, device_id, state) select ${notificationId}, id, 'sending' from known
        on conflict (notification_id, device_id) do update set state = 'sending', attempts = ${deliveries.attempts} + 1, updated_at = now()
          where ${deliveries.state} = 'retry'
        returning device_id)
      select known.id, known.token from known join reserved on reserved.device_id = known.id`,
  );
}

/**
 * Writes how each delivery went, removes gone devices, and moves the notification's counts. Only
 * rows still `sending` change: a worker that lost its lease while sending, and whose sends were
 * meanwhile counted lost, does not count them a second time.
 */
async function record(context: QueueContext, notificationId: number, outcomes: { id: number; outcome: DeliveryOutcome }[]): Promise<{ ids: number[]; attempt: number }> {
  const having = (outcome: DeliveryOutcome) => outcomes.filter((entry) => entry.outcome === outcome).map((entry) => entry.id);
  const [sent, gone, failed, retry] = [having('sent'), having('gone'), having('failed'), having('retry')];
  const { maxAttempts } = context.push;
  return context.db.transaction(async (tx) => {
    const moved = async (state: SQL, ids: number[]) =>
      ids.length === 0
        ? []
        : rows<{ device_id: number; state: string; attempts: number }>(
            tx,
            sql`update ${deliveries} set state = ${state}, updated_at = now()
              where notification_id = ${notificationId} and device_id = any(${idArray(ids)}) and state = 'sending' returning device_id, state, attempts`,
          );
    const sentNow = await moved(sql`'sent'`, sent);
    const failedNow = await moved(sql`'failed'`, failed);
    const removedNow = await moved(sql`'removed'`, gone);
    if (gone.length) await tx.execute(sql`delete from ${devices} where ${devices.id} = any(${idArray(gone)})`);
    const retried = await moved(sql`case when attempts >= ${maxAttempts} then 'failed' else 'retry' end`, retry);
    const waiting = retried.filter((row) => row.state === 'retry');
    const failedCount = failedNow.length + retried.length - waiting.length;
    await tx.execute(sql`update ${notifications} set sent = sent + ${sentNow.length}, failed = failed + ${failedCount}, removed = removed + ${removedNow.length} where id = ${notificationId}`);
    return { ids: waiting.map((row) => row.device_id), attempt: Math.max(0, ...waiting.map((row) => row.attempts)) };
  });
}
