// Starts the production server (the one-process entry, built site) on a fresh temporary data
// folder with the demo seed, for the web benchmark and the screenshots. Builds the site first
// when the build is missing or stale, as `npm start` does.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './web-build';

export interface DemoServer {
  base: string;
  /** The server's data folder (database, media, the identity service's outbox). */
  dataDir: string;
  /** The server's peak resident memory so far, in megabytes. */
  peakMemoryMb(): Promise<number>;
  stop(): Promise<void>;
}

/** The demo seed's access key (the default of a local install). */
export const DEMO_ACCESS_KEY = '5670';

/** `prepare` runs on the empty data folder before the server starts (e.g. to seed with extra readers). */
export async function startDemoServer(port: number, options: { prepare?: (dataDir: string) => Promise<void> } = {}): Promise<DemoServer> {
  ensureWebBuild();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'news-demo-'));
  await options.prepare?.(dataDir);
  const root = path.resolve(import.meta.dirname, '..');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ACCESS_KEY: DEMO_ACCESS_KEY, SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    dataDir,
    stop,
    async peakMemoryMb() {
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
  };
}

async function waitForHealth(base: string, hasExited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (hasExited()) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within four minutes');
}

/** A list endpoint's `data`, read over HTTP as any client would. */
export async function apiList<T>(base: string, endpoint: string, params: Record<string, string | number>): Promise<T[]> {
  const query = new URLSearchParams({ access_key: DEMO_ACCESS_KEY, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  const response = await fetch(`${base}/api/${endpoint}?${query}`);
  const body = (await response.json()) as { error: string; data: T[] };
  return body.error === 'false' ? body.data : [];
}
