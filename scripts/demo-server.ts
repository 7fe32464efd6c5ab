// Starts the production server as a newcomer does, with `npm start` (which builds what is stale
// and runs the compiled server with `node`), on a fresh temporary data folder with the demo seed,
// for the web benchmark and the screenshots.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAdminBuild } from './admin-build';
import { ensureServerBuild } from './server-build';
import { ensureWebBuild } from './web-build';
import { treeMemory, watchTreeMemory } from './web-bench/process-tree-memory';

export interface DemoServer {
  base: string;
  /** The server's data folder (database, media, the identity service's outbox). */
  dataDir: string;
  /** The highest resident memory of the whole process tree (npm and the server) since it answered, in megabytes. */
  peakMemoryMb(): number;
  /**
   * The highest while starting, until it answered: a first start on a new folder seeds the demo
   * site in a short-lived copy of the server, which creates the embedded database.
   */
  startPeakMb: number;
  /** The process tree's resident memory now, in megabytes. */
  memoryMb(): Promise<number>;
  stop(): Promise<void>;
}

/** The demo seed's access key (the default of a local install). */
export const DEMO_ACCESS_KEY = '5670';

export interface DemoServerOptions {
  /** Runs on the empty data folder before the server starts (e.g. to seed with extra readers). */
  prepare?: (dataDir: string) => Promise<void>;
  /** The data folder to serve (kept on stop) instead of a fresh one. */
  dataDir?: string;
  /** Settings added to the server's environment (e.g. `PAGE_CACHE_MB`). */
  env?: Record<string, string>;
}

export async function startDemoServer(port: number, options: DemoServerOptions = {}): Promise<DemoServer> {
  // Built first, so that what `npm start` holds is the server's memory, not a build's.
  ensureWebBuild();
  ensureAdminBuild();
  ensureServerBuild();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'news-demo-')));
  await options.prepare?.(dataDir);
  const root = path.resolve(import.meta.dirname, '..');
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ACCESS_KEY: DEMO_ACCESS_KEY, SEED_DEMO: '1', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const memory = watchTreeMemory(server.pid!);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    memory.stop();
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  const startPeakMb = memory.restartPeak();
  return {
    base,
    dataDir,
    stop,
    startPeakMb,
    peakMemoryMb: memory.peakMb,
    memoryMb: async () => (await treeMemory(server.pid!)).mb,
  };
}

async function waitForHealth(base: string, hasExited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (hasExited()) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within ten minutes (building included)');
}

/** A list endpoint's `data`, read over HTTP as any client would. */
export async function apiList<T>(base: string, endpoint: string, params: Record<string, string | number>): Promise<T[]> {
  const query = new URLSearchParams({ access_key: DEMO_ACCESS_KEY, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  const response = await fetch(`${base}/api/${endpoint}?${query}`);
  const body = (await response.json()) as { error: string; data: T[] };
  return body.error === 'false' ? body.data : [];
}
