import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpush from 'web-push';
import { openDatabase, schema, type Database, type Db } from '@newsroom/db/client';
import { closedPort, createPostgresDatabase } from './command-process';
import { startLocalPushService, type LocalPushService } from './push-service/local-push-service';
import type { PushSubscriptionJson } from './push-service/push-subscriptions';

// For tests that run the push commands as an operator does: a script in a process of its own,
// with only the settings it is given (no .env), on a data folder (or, under `npm run test:pg`, a
// PostgreSQL database) the test prepared, sending over HTTPS to the local push service, which
// runs in the test's process and decrypts every message.

/** `npm run notify`'s script. */
export const NOTIFY_SCRIPT = fileURLToPath(new URL('../../../scripts/notify.ts', import.meta.url));
/** The queue workers of a server process, until no notification is left sending. */
export const PUSH_WORKERS_SCRIPT = fileURLToPath(new URL('./push-workers-main.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface CommandRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningCommand {
  child: ChildProcess;
  finished: Promise<CommandRun>;
}

export interface Device {
  id: number;
  subscription: PushSubscriptionJson;
}

export interface PushCommandSite {
  folder: string;
  service: LocalPushService;
  /** The settings every command gets (add to it before starting one). */
  settings: Record<string, string>;
  /** New devices of one language, subscriptions of the local service for the site's VAPID key. */
  addDevices(db: Db, languageId: number, count: number): Promise<Device[]>;
  /** Opens the commands' database for the test, between runs (an embedded one is one process's at a time). */
  withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T>;
  start(script: string, args?: string[]): RunningCommand;
  close(): Promise<void>;
}

export async function preparePushCommandSite(extraSettings: Record<string, string> = {}): Promise<PushCommandSite> {
  const folder = await mkdtemp(path.join(tmpdir(), 'news-push-command-'));
  const service = await startLocalPushService();
  const caFile = path.join(folder, 'push-service.pem');
  await writeFile(caFile, service.certificatePem);
  const vapid = webpush.generateVAPIDKeys();
  const settings: Record<string, string> = {
    DATA_DIR: folder,
    HOST: '127.0.0.1',
    // Nothing listens there: notify's check for a running server finds none.
    PORT: String(await closedPort()),
    PUSH_TRUSTED_ORIGINS: service.origin,
    PUSH_CA_FILE: caFile,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...extraSettings,
  };
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    settings.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }
  // The test's own opens skip fsync (ADR 007): they take seconds with it, and a command opens
  // the folder with full durability, which flushes it first.
  const running = new Set<RunningCommand>();
  const open = () => openDatabase(settings.DATABASE_URL ? { url: settings.DATABASE_URL } : { dataDir: path.join(folder, 'db'), durability: 'relaxed' });

  return {
    folder,
    service,
    settings,
    async addDevices(db, languageId, count) {
      const subscriptions = Array.from({ length: count }, () => service.subscription({ applicationServerKey: vapid.publicKey }));
      const devices: Device[] = [];
      // Pages keep each insert's parameters well under PostgreSQL's limit.
      for (let start = 0; start < count; start += 500) {
        const page = subscriptions.slice(start, start + 500);
        const values = page.map((subscription) => ({ token: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys }), languageId }));
        const rows = await db.insert(schema.deviceTokens).values(values).returning({ id: schema.deviceTokens.id });
        rows.forEach((row, index) => devices.push({ id: row.id, subscription: page[index]! }));
      }
      return devices;
    },
    async withDatabase(use) {
      const database = await open();
      try {
        return await use(database);
      } finally {
        await database.close();
      }
    },
    start(script, args = []) {
      const command = startCommand(script, args, folder, settings);
      running.add(command);
      const forget = () => running.delete(command);
      command.finished.then(forget, forget);
      return command;
    },
    async close() {
      // A command a failed test left running would hold the folder or the database.
      for (const command of running) command.child.kill('SIGKILL');
      await Promise.allSettled([...running].map((command) => command.finished));
      await service.close();
      await dropDatabase();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function startCommand(script: string, args: string[], cwd: string, settings: Record<string, string>): RunningCommand {
  const env = { NODE_ENV: 'test' as const, PATH: process.env.PATH ?? '', ...settings };
  const child = spawn(process.execPath, ['--import', TSX, script, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<CommandRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, finished };
}
