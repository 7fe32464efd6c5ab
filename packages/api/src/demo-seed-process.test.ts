import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test/command-process';

// A first start on a new data folder seeds the demo site in a copy of the process, which ends
// before the server serves; a second start on the same folder finds the site and seeds nothing.
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir = '';

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  server: ChildProcess;
  log: () => string;
  base: string;
}

async function startApi(): Promise<Started> {
  const port = await closedPort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, SEED_DEMO: '1', DB_DURABILITY: 'relaxed' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Waits on what the server says, not on time: the listening line, or its end.
  await new Promise<void>((resolve, reject) => {
    const check = () => (/listening on/.test(output) ? resolve() : undefined);
    server.stdout!.on('data', check);
    server.once('exit', (code) => reject(new Error(`the server ended (${code}):\n${output}`)));
  });
  return { server, base, log: () => output };
}

async function stop({ server }: Started): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function storyCount(base: string): Promise<number> {
  const response = await fetch(`${base}/api/get_news?access_key=5670&language_id=1&limit=1`);
  const body = (await response.json()) as { total?: number };
  return body.total ?? 0;
}

describe('the first start', () => {
  it('seeds a new demo site in a copy of the process, and a second start seeds nothing', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'news-first-start-'));
    const first = await startApi();
    try {
      expect(first.log()).toMatch(/empty database: seeding the demo site/);
      expect(first.log()).toMatch(/demo site seeded in/);
      expect(await storyCount(first.base)).toBeGreaterThan(100);
    } finally {
      await stop(first);
    }
    const second = await startApi();
    try {
      expect(second.log()).not.toMatch(/seeding the demo site/);
      expect(await storyCount(second.base)).toBeGreaterThan(100);
    } finally {
      await stop(second);
    }
  }, 240_000);
});
