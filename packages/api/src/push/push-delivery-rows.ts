import { sql, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { idArray, rows, type ClaimedJob } from './push-jobs';
import type { DeliveryOutcome } from './push-message';
import type { QueueContext } from './push-queue-context';

const { deviceTokens: devices, pushNotifications: notifications, pushDeliveries: deliveries, pushJobs: jobs } = schema;

/** What one round of a lane writes: how its last group went, and the next group to reserve. */
export interface GroupRound {
  outcomes: { id: number; outcome: DeliveryOutcome }[];
  /** Devices to mark `sending` now, to be sent to once this round is committed. */
  reserve: number[];
  /** Moves the job's lease on in the same statement. */
  extendLease: boolean;
}

export interface GroupRoundResult {
  /** The devices reserved for this worker, with their tokens: send to these, and only these. */
  reserved: { id: number; token: string }[];
  /** Devices whose delivery now waits for a retry, and their highest attempt so far. */
  retries: number[];
  attempt: number;
  /** False once another worker holds the job (this one's lease ran out): stop taking groups. */
  jobKept: boolean;
}

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/**
 * One round of a lane in one statement, so one commit: the outcomes of the group just sent (and
 * the notification's counts), the reservation of the next group, and the lease when due. Fewer
 * commits per device is what lets the embedded database keep up (ADR 009). A statement is atomic
 * like a transaction: the next group's rows are committed before any of its messages leave, and
 * a group reserved is a group sent (the lane does not stop between the two), so a crash leaves at
 * most the groups in flight `sending`, counted lost, never sent again.
 */
export async function writeGroupRound(context: QueueContext, job: ClaimedJob, round: GroupRound): Promise<GroupRoundResult> {
  const notificationId = job.notificationId;
  const parts: SQL[] = [sql`holder as (select 1 from ${jobs} where id = ${job.id} and locked_by = ${context.workerId})`];
  const answers: SQL[] = [sql`select 'held' as kind, (select count(*) from holder)::int as id, 0 as attempts, null::text as token`];
  if (round.extendLease) {
    parts.push(sql`lease as (update ${jobs} set locked_until = now() + ${context.push.leaseMs} * interval '1 millisecond'
      where id = ${job.id} and locked_by = ${context.workerId} returning 1)`);
  }
  if (round.outcomes.length > 0) {
    const ids = round.outcomes.map((entry) => entry.id);
    const gone = round.outcomes.filter((entry) => entry.outcome === 'gone').map((entry) => entry.id);
    // Only rows still `sending` move: a worker that lost its lease while sending, and whose
    // sends were meanwhile counted lost, does not count them a second time.
    parts.push(
      sql`outcomes as (select * from unnest(${idArray(ids)}, ${textArray(round.outcomes.map((entry) => entry.outcome))}) as o(device_id, outcome))`,
      sql`moved as (update ${deliveries} d set updated_at = now(), state = case o.outcome when 'sent' then 'sent' when 'gone' then 'removed' when 'failed' then 'failed'
          else case when d.attempts >= ${context.push.maxAttempts} then 'failed' else 'retry' end end
        from outcomes o where d.notification_id = ${notificationId} and d.device_id = any(${idArray(ids)}) and d.device_id = o.device_id and d.state = 'sending'
        returning d.device_id, d.state, d.attempts)`,
      sql`counted as (update ${notifications} set sent = sent + (select count(*) from moved where state = 'sent'),
        failed = failed + (select count(*) from moved where state = 'failed'), removed = removed + (select count(*) from moved where state = 'removed')
        where id = ${notificationId})`,
    );
    if (gone.length > 0) parts.push(sql`gone as (delete from ${devices} where ${devices.id} = any(${idArray(gone)}))`);
    answers.push(sql`select 'retry', device_id, attempts, null from moved where state = 'retry'`);
  }
  if (round.reserve.length > 0) {
    // A job another worker holds now is left to it; `on conflict` alone would already keep a
    // device from being reserved twice.
    parts.push(
      sql`known as (select ${devices.id} as id, ${devices.token} as token from ${devices}
        where ${devices.id} = any(${idArray(round.reserve)}) and exists (select 1 from holder))`,
      sql`reserved as (insert into ${deliveries} (notification_id, device_id, state) select ${notificationId}, id, 'sending' from known
        on conflict (notification_id, device_id) do update set state = 'sending', attempts = ${deliveries.attempts} + 1, updated_at = now()
          where ${deliveries.state} = 'retry'
        returning device_id)`,
    );
    answers.push(sql`select 'send', known.id, 0, known.token from known join reserved on reserved.device_id = known.id`);
  }
  const found = await rows<{ kind: 'held' | 'retry' | 'send'; id: number; attempts: number; token: string | null }>(
    context.db,
    sql`with ${sql.join(parts, sql`, `)} ${sql.join(answers, sql` union all `)}`,
  );
  const retrying = found.filter((row) => row.kind === 'retry');
  return {
    reserved: found.filter((row) => row.kind === 'send').map((row) => ({ id: row.id, token: row.token! })),
    retries: retrying.map((row) => row.id),
    attempt: Math.max(0, ...retrying.map((row) => row.attempts)),
    jobKept: found.some((row) => row.kind === 'held' && row.id > 0),
  };
}
