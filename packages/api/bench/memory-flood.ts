// npm run bench:memory — the flood of the hardening issue's first finding, against the API as
// `npm run start:api` runs it (192 MB heap): POSTs with distinct multi-megabyte junk fields, then
// thousands of cacheable reads with distinct unknown parameters, then distinct known parameters
// (which the read cache may keep, up to its budget). Prints the server's resident memory after
// each phase and its peak: before the fix the same flood took the server from 408 MB to 4.2 GB
// and out of memory. FLOOD_SCALE (default 1) multiplies the request counts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryMb, waitForServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3901);
const KEY = '5670';
const SCALE = Number(process.env.FLOOD_SCALE ?? 1);
const base = `http://127.0.0.1:${PORT}`;

/** Sends `count` requests made by `request(i)`, `parallel` at a time; answers the count per status. */
async function flood(count: number, parallel: number, request: (i: number) => Promise<Response>): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      let status: string;
      try {
        const response = await request(i);
        await response.arrayBuffer();
        status = String(response.status);
      } catch {
        // The server may close a connection whose body it refused before reading it.
        status = 'closed';
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

const form = (endpoint: string, fields: Record<string, string>) =>
  fetch(`${base}/api/${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ access_key: KEY, ...fields }).toString() });

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'news-flood-'));
  // The first start seeds the demo site (its images make a peak of their own); the measured
  // server is the second start, on the seeded data.
  const seeding = startApi(dataDir, '1');
  await waitForServer(base);
  await stopApi(seeding);
  const server = startApi(dataDir, '0');
  const rows: [string, string, { rss: number; peak: number }][] = [];
  try {
    await waitForServer(base);
    await flood(200, 4, (i) => fetch(`${base}/api/get_news?access_key=${KEY}&language_id=1&offset=${i % 20}`));
    rows.push(['after start and 200 reads', '', await memoryMb(server.pid!)]);

    const fiveMb = 'j'.repeat(5 * 1024 * 1024);
    const junkBodies = await flood(200 * SCALE, 4, (i) => form('get_settings', { [`junk${i}`]: fiveMb }));
    rows.push([`${200 * SCALE} POSTs with a distinct 5 MB field`, JSON.stringify(junkBodies), await memoryMb(server.pid!)]);

    // Just under the bound of one field (request-limits.ts), so each one is read, parsed and dropped.
    const large = 'u'.repeat(100 * 1024);
    const endpoints = ['get_settings', 'get_category', 'get_news', 'get_featured_sections_website'];
    const unknown = await flood(2000 * SCALE, 4, (i) => form(endpoints[i % endpoints.length]!, { language_id: '1', [`unknown${i}`]: large }));
    rows.push([`${2000 * SCALE} cacheable reads, distinct 100 kB unknown field`, JSON.stringify(unknown), await memoryMb(server.pid!)]);

    const known = await flood(5000 * SCALE, 4, (i) => fetch(`${base}/api/get_news?access_key=${KEY}&language_id=1&search=${encodeURIComponent(`flood ${i} ${'s'.repeat(80)}`)}`));
    rows.push([`${5000 * SCALE} reads with distinct known parameters`, JSON.stringify(known), await memoryMb(server.pid!)]);

    console.info('\nMemory under a flood of distinct requests (API alone, 192 MB heap, embedded database)\n');
    console.info(`${'phase'.padEnd(52)}${'RSS MB'.padStart(8)}${'peak MB'.padStart(9)}  statuses`);
    for (const [phase, statuses, memory] of rows) console.info(`${phase.padEnd(52)}${String(memory.rss).padStart(8)}${String(memory.peak).padStart(9)}  ${statuses}`);
    const alive = (await fetch(`${base}/health`)).ok;
    console.info(`\nserver still answering: ${alive ? 'yes' : 'NO'}`);
  } finally {
    await stopApi(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function startApi(dataDir: string, seed: '0' | '1'): ChildProcess {
  return spawn(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'packages/api/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: seed, ACCESS_KEY: KEY, PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopApi(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

await main();
