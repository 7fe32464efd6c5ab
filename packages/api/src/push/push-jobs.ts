import { sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';

const { pushJobs: jobs, pushNotifications: notifications, pushDeliveries: deliveries } = schema;

export interface ClaimedJob {
  id: number;
  notificationId: number;
  kind: 'fan_out' | 'deliver';
  deviceIds: number[];
}

type Runner = Pick<Db, 'execute'>;

export async function rows<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A list of ids as one parameter (`{1,2,3}`), however many there are. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Takes the next job that is due and not leased (or whose lease ran out: its worker died). On
 * PostgreSQL, `skip locked` lets many workers claim at once without waiting on each other.
 */
export async function claimJob(db: Db, workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
  const [job] = await rows<{ id: string | number; notification_id: number; kind: ClaimedJob['kind']; device_ids: number[] }>(
    db,
    sql`update ${jobs} set locked_until = ${leaseEnd(leaseMs)}, locked_by = ${workerId}, claims = claims + 1
      where id = (select id from ${jobs} where run_after <= now() and (locked_until is null or locked_until < now())
        order by run_after, id limit 1 for update skip locked)
      returning id, notification_id, kind, device_ids`,
  );
  return job ? { id: Number(job.id), notificationId: job.notification_id, kind: job.kind, deviceIds: job.device_ids } : null;
}

/** Keeps the job's lease while the worker is on it; false when it lost it (another worker has the job now). */
export async function extendLease(db: Db, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const kept = await rows(db, sql`update ${jobs} set locked_until = ${leaseEnd(leaseMs)} where id = ${jobId} and locked_by = ${workerId} returning id`);
  return kept.length > 0;
}

/**
 * Removes a finished job; when it was the notification's last, the notification is done, and
 * deliveries still marked `sending` (their worker died while sending) are counted as lost.
 * Called in the job's last transaction: the notification's row is locked first, so two workers
 * finishing its last two jobs at once cannot each see the other's job and leave it unfinished.
 */
export async function finishJob(db: Runner, job: ClaimedJob): Promise<void> {
  await db.execute(sql`select id from ${notifications} where id = ${job.notificationId} for update`);
  await db.execute(sql`delete from ${jobs} where id = ${job.id}`);
  const left = await rows(db, sql`select 1 from ${jobs} where notification_id = ${job.notificationId} limit 1`);
  if (left.length > 0) return;
  await db.execute(sql`with lost as (
      update ${deliveries} set state = 'lost', updated_at = now()
      where notification_id = ${job.notificationId} and state = 'sending' returning 1)
    update ${notifications} set state = 'done', finished_at = now(), failed = failed + (select count(*) from lost)
    where id = ${job.notificationId} and state <> 'done'`);
}
