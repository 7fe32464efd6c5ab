import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import { deliver } from './push-delivery';
import { onPushEnqueued } from './push-enqueue';
import { fanOut } from './push-fan-out';
import { claimJob, type ClaimedJob } from './push-jobs';
import type { PushConfig } from './push-config';
import type { PushSender } from './push-message';
import type { QueueContext } from './push-queue-context';

export interface PushWorkersOptions {
  db: Db;
  push: PushConfig;
  sender: PushSender;
  /** Worker loops (default: the PUSH_WORKERS setting). */
  count?: number;
  /** How often an idle worker looks for due jobs (retries, other processes' notifications). */
  pollMs?: number;
  onPageRead?(devices: number): void;
  onError?(error: unknown): void;
}

export interface PushWorkers {
  /** Lets the workers look for jobs now. */
  wake(): void;
  /** Finishes the messages in flight, hands unfinished jobs back to the queue, and stops. */
  stop(): Promise<void>;
}

/** Starts the queue workers of this process (ADR 009). */
export function startPushWorkers(options: PushWorkersOptions): PushWorkers {
  let running = true;
  const sleepers = new Set<() => void>();
  const wake = () => {
    for (const resume of sleepers) resume();
    sleepers.clear();
  };
  const unlisten = onPushEnqueued(wake);
  const pollMs = options.pollMs ?? 1000;
  const nap = () =>
    new Promise<void>((resume) => {
      const timer = setTimeout(() => {
        sleepers.delete(done);
        resume();
      }, pollMs);
      const done = () => {
        clearTimeout(timer);
        resume();
      };
      sleepers.add(done);
    });

  async function loop(index: number): Promise<void> {
    const context: QueueContext = {
      db: options.db,
      push: options.push,
      sender: options.sender,
      workerId: `${process.pid}-${randomBytes(3).toString('hex')}-${index}`,
      wake,
      running: () => running,
      onPageRead: options.onPageRead,
    };
    while (running) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimJob(context.db, context.workerId, options.push.leaseMs);
        if (job) await (job.kind === 'fan_out' ? fanOut(context, job) : deliver(context, job));
        if (job && !running) await release(context, job);
      } catch (error) {
        (options.onError ?? ((problem) => console.error('[push] worker failed', problem)))(error);
      }
      if (!job && running) await nap();
    }
  }

  const loops = Array.from({ length: options.count ?? options.push.workers }, (_, index) => loop(index));
  return {
    wake,
    async stop() {
      running = false;
      unlisten();
      wake();
      await Promise.all(loops);
    },
  };
}

/** A job left unfinished by a stopping worker is free at once, not after its lease. */
async function release(context: QueueContext, job: ClaimedJob): Promise<void> {
  const { pushJobs } = schema;
  await context.db.execute(sql`update ${pushJobs} set locked_until = null, locked_by = null where id = ${job.id} and locked_by = ${context.workerId}`);
}
