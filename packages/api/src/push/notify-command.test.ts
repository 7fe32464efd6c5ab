import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { count, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Database } from '@newsroom/db/client';
import { insertBaseFixtures } from '../../test/builders';
import { closedPort, createPostgresDatabase } from '../../test/command-process';
import { startLocalPushService, type LocalPushService } from '../../test/push-service/local-push-service';
import type { PushSubscriptionJson } from '../../test/push-service/push-subscriptions';

// `npm run notify` as an operator runs it: the real script in a process of its own, on a data
// folder (or, under `npm run test:pg`, a PostgreSQL database) this test prepared, sending over
// HTTPS to the local push service, which runs in the test's process and decrypts every message.

const SCRIPT = fileURLToPath(new URL('../../../../scripts/notify.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const VAPID = webpush.generateVAPIDKeys();

let folder: string;
let service: LocalPushService;
let settings: Record<string, string>;
let dropDatabase = async () => {};
const devices: Record<'ar1' | 'ar2' | 'arGone' | 'en', { id: number; subscription: PushSubscriptionJson }> = {} as never;

/**
 * The database the command will use, opened by the test between runs (an embedded one is one
 * process's at a time). The test's own opens skip fsync (ADR 007): they take seconds with it, and
 * the command opens the folder with full durability, which flushes it first.
 */
const openPrepared = () => openDatabase(settings.DATABASE_URL ? { url: settings.DATABASE_URL } : { dataDir: path.join(folder, 'db'), durability: 'relaxed' });

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'news-notify-'));
  service = await startLocalPushService();
  const caFile = path.join(folder, 'push-service.pem');
  await writeFile(caFile, service.certificatePem);
  settings = {
    DATA_DIR: folder,
    HOST: '127.0.0.1',
    // Nothing listens there: the command's check for a running server finds none.
    PORT: String(await closedPort()),
    PUSH_TRUSTED_ORIGINS: service.origin,
    PUSH_CA_FILE: caFile,
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
  };
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    settings.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }
  const database = await openPrepared();
  try {
    const base = await insertBaseFixtures(database.db);
    const add = async (languageId: number) => {
      const subscription = service.subscription({ applicationServerKey: VAPID.publicKey });
      const token = JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys });
      const [row] = await database.db.insert(schema.deviceTokens).values({ token, languageId }).returning({ id: schema.deviceTokens.id });
      return { id: row!.id, subscription };
    };
    devices.ar1 = await add(base.ar.id);
    devices.ar2 = await add(base.ar.id);
    devices.arGone = await add(base.ar.id);
    devices.en = await add(base.en.id);
  } finally {
    await database.close();
  }
  service.behave(devices.arGone.subscription, { gone: 410 });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await dropDatabase();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs `npm run notify -- <args>`'s script with only the settings above (no .env, no inherited ones). */
function notify(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { NODE_ENV: 'test' as const, PATH: process.env.PATH ?? '', ...settings };
    const child = spawn(process.execPath, ['--import', TSX, SCRIPT, ...args], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openPrepared();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
const notificationCount = () => withDatabase(async ({ db }) => (await db.select({ n: count() }).from(schema.pushNotifications))[0]!.n);

describe('npm run notify', () => {
  it('sends to the devices of the language given, and prints the delivery counts', async () => {
    const run = await notify(['--title', 'Storm warning', '--url', '/ar/news/storm', '--message', 'Stay inside', '--language', 'ar']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^notification \d+: sent 2, failed 0, removed 1\n$/);

    for (const device of [devices.ar1, devices.ar2]) {
      const received = service.deliveriesTo(device.subscription);
      expect(received).toHaveLength(1);
      expect(received[0]!.payload).toMatchObject({ title: 'Storm warning', body: 'Stay inside', url: '/ar/news/storm', kind: 'general' });
      expect(received[0]!.headers.urgency).toBe('normal');
    }
    expect(service.deliveriesTo(devices.en.subscription)).toEqual([]);
    expect(service.deliveriesTo(devices.arGone.subscription)).toEqual([]);
    expect(service.refusals.map((refusal) => refusal.status)).toEqual([410]);
    expect(service.duplicates).toBe(0);
    // The push service said the subscription is gone: the device is forgotten.
    const left = await withDatabase(({ db }) => db.select({ id: schema.deviceTokens.id }).from(schema.deviceTokens).where(eq(schema.deviceTokens.id, devices.arGone.id)));
    expect(left).toEqual([]);
  }, 60_000);

  it('refuses to run without a title, saying how to use it', async () => {
    const run = await notify(['--url', '/ar/news/storm', '--language', 'ar']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('usage: npm run notify -- --title <title> --url <url>');
    expect(run.stdout).toBe('');
  }, 60_000);

  it('names the languages there are when given an unknown one, and queues nothing', async () => {
    const before = await notificationCount();
    const delivered = service.delivered;
    const run = await notify(['--title', 'Storm warning', '--url', '/news/storm', '--language', 'xx']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^No language xx: use one of en \(\d+\), ar \(\d+\)\n$/);
    expect(await notificationCount()).toBe(before);
    expect(service.delivered).toBe(delivered);
  }, 60_000);
});
