// npx tsx packages/api/bench/durability-cost.ts — what fsync at commit costs the embedded database's
// writes (ADR 007). Runs the API benchmark's writes (BENCH_ONLY=set_) with DB_DURABILITY=full and
// =relaxed in turn, BENCH_ROUNDS times each (default 2, alternating, so that a busy machine
// weighs on both alike), and prints each write's requests/s and p50/p99 under both. The other
// BENCH_* settings pass through to api-bench.ts.
import { spawn } from 'node:child_process';
import type { Durability } from '@newsroom/db/durability';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const MODES: Durability[] = ['full', 'relaxed'];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A row of api-bench's table: route, req/s, vs trivial, p50, p99, non-2xx/err, peak MB. */
const ROW = /^(set_\S+ \(write, [^)]+\))\s+(\d+)\s+\S+\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+$/;

async function runApiBench(durability: Durability): Promise<Map<string, Figures>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/bench/api-bench.ts'], {
    env: { ...process.env, DB_DURABILITY: durability, BENCH_ONLY: 'set_' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`api-bench.ts with DB_DURABILITY=${durability} exited with ${code}:\n${output}`);
  const rows = new Map<string, Figures>();
  for (const line of output.split('\n')) {
    const match = ROW.exec(line.trim());
    if (match) rows.set(match[1]!, { rps: Number(match[2]), p50: Number(match[3]), p99: Number(match[4]), errors: Number(match[5]) });
  }
  return rows;
}

async function main(): Promise<void> {
  const runs: Record<Durability, Map<string, Figures>[]> = { full: [], relaxed: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const durability of MODES) {
      console.info(`round ${round}/${ROUNDS}: DB_DURABILITY=${durability}…`);
      runs[durability].push(await runApiBench(durability));
    }
  }
  const routes = [...runs.full[0]!.keys()];
  const cell = (durability: Durability, route: string, pick: (figures: Figures) => number) =>
    runs[durability].map((rows) => String(rows.get(route) ? pick(rows.get(route)!) : '-')).join(' / ');
  const columns: [string, (route: string) => string][] = [
    ['route', (route) => route],
    ['req/s full', (route) => cell('full', route, (f) => f.rps)],
    ['req/s relaxed', (route) => cell('relaxed', route, (f) => f.rps)],
    ['p50 ms full', (route) => cell('full', route, (f) => f.p50)],
    ['p50 ms relaxed', (route) => cell('relaxed', route, (f) => f.p50)],
    ['p99 ms full', (route) => cell('full', route, (f) => f.p99)],
    ['p99 ms relaxed', (route) => cell('relaxed', route, (f) => f.p99)],
  ];
  const table = [columns.map(([title]) => title), ...routes.map((route) => columns.map(([, value]) => value(route)))];
  const widths = columns.map((_, index) => Math.max(...table.map((row) => row[index]!.length)));
  console.info(`\nEmbedded database writes, full vs relaxed durability (each cell: one figure per round)\n`);
  for (const row of table) console.info(row.map((text, index) => (index === 0 ? text.padEnd(widths[index]!) : text.padStart(widths[index]! + 3))).join(''));
  const errors = MODES.flatMap((durability) => runs[durability].flatMap((rows) => [...rows.values()])).reduce((sum, figures) => sum + figures.errors, 0);
  if (errors > 0) console.info(`\n${errors} non-2xx answers or errors in all (each run's table above says where)`);
}

await main();
