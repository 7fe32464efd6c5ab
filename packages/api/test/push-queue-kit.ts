import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@newsroom/db/client';
import { sendNotification, type NotificationToSend } from '../src/push/push-enqueue';
import type { PushSender } from '../src/push/push-message';
import { whenDelivered, type DeliveryCounts } from '../src/push/push-runtime';
import { createPushSender } from '../src/push/push-sender';
import { vapidKeys, type VapidKeys } from '../src/push/vapid-keys';
import { startPushWorkers, type PushWorkersOptions } from '../src/push/push-workers';
import { createTestApi, type TestApi } from './harness';
import { startLocalPushService, type LocalPushService } from './push-service/local-push-service';
import type { PushSubscriptionJson } from './push-service/push-subscriptions';

export interface PushQueueTest {
  api: TestApi;
  service: LocalPushService;
  keys: VapidKeys;
  /** The real sender, trusting the local service (PUSH_TRUSTED_ORIGINS, PUSH_CA_FILE). */
  sender: PushSender;
  addDevice(device?: DeviceValues): Promise<{ id: number; subscription: PushSubscriptionJson }>;
  /** Queues the notification, runs workers until it is done, stops them, and answers its counts. */
  send(notification: NotificationToSend, options?: Partial<PushWorkersOptions>): Promise<DeliveryCounts & { id: number }>;
  close(): Promise<void>;
}

export type DeviceValues = Partial<Omit<typeof schema.deviceTokens.$inferInsert, 'token'>>;

/**
 * The API on a fresh database with a local Web Push service over HTTPS on 127.0.0.1 that checks
 * VAPID and decrypts every message; devices are subscriptions of that service.
 */
export async function openPushQueueTest(env: Record<string, string> = {}): Promise<PushQueueTest> {
  const service = await startLocalPushService();
  const dir = await mkdtemp(path.join(tmpdir(), 'push-ca-'));
  const caFile = path.join(dir, 'ca.pem');
  await writeFile(caFile, service.certificatePem);
  const api = await createTestApi({
    PUSH_TRUSTED_ORIGINS: service.origin,
    PUSH_CA_FILE: caFile,
    PUSH_RETRY_SECONDS: '0.05',
    PUSH_LEASE_SECONDS: '1',
    PUSH_TIMEOUT_SECONDS: '5',
    ...env,
  });
  const push = api.deps.config.push;
  const keys = (await vapidKeys(api.deps.db, push))!;
  const sender = createPushSender(push, keys);

  return {
    api,
    service,
    keys,
    sender,
    async addDevice(values = {}) {
      const subscription = service.subscription({ applicationServerKey: keys.publicKey });
      const token = JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys });
      const [row] = await api.deps.db
        .insert(schema.deviceTokens)
        .values({ languageId: api.base.en.id, ...values, token })
        .returning({ id: schema.deviceTokens.id });
      return { id: row!.id, subscription };
    },
    async send(notification, options = {}) {
      const id = (await sendNotification(api.deps.db, notification))!;
      const workers = startPushWorkers({ db: api.deps.db, push, sender, pollMs: 20, ...options });
      const counts = await whenDelivered(api.deps.db, id, 20);
      await workers.stop();
      return { ...counts, id };
    },
    async close() {
      sender.close();
      await service.close();
      await api.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
