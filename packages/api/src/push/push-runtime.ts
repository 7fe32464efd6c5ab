import { eq } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { PushConfig } from './push-config';
import type { PushSender } from './push-message';
import { createPushSender } from './push-sender';
import { vapidKeys } from './vapid-keys';
import { startPushWorkers, type PushWorkers } from './push-workers';

/**
 * The queue workers a server process runs (PUSH_WORKERS of them; none with push off): started
 * with the server, stopped with it. Makes the VAPID keys on first start.
 */
export async function startPush(db: Db, push: PushConfig, sender?: PushSender): Promise<PushWorkers | null> {
  const keys = await vapidKeys(db, push);
  if (!keys || push.workers === 0) return null;
  const using = sender ?? createPushSender(push, keys);
  const workers = startPushWorkers({ db, push, sender: using });
  return {
    wake: workers.wake,
    async stop() {
      await workers.stop();
      if (!sender) using.close();
    },
  };
}

export interface DeliveryCounts {
  state: string;
  sent: number;
  failed: number;
  removed: number;
}

export async function deliveryCounts(db: Db, notificationId: number): Promise<DeliveryCounts | null> {
  const { pushNotifications: n } = schema;
  const [row] = await db.select({ state: n.state, sent: n.sent, failed: n.failed, removed: n.removed }).from(n).where(eq(n.id, notificationId)).limit(1);
  return row ?? null;
}

/** Resolves with the counts once every delivery of the notification is done (retries included). */
export async function whenDelivered(db: Db, notificationId: number, pollMs = 100): Promise<DeliveryCounts> {
  for (;;) {
    const counts = await deliveryCounts(db, notificationId);
    if (!counts) throw new Error(`push notification ${notificationId} does not exist`);
    if (counts.state === 'done') return counts;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
