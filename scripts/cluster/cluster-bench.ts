// npm run bench:cluster — the load run through the balancer (docs/scale-out.md). Starts the local
// cluster (local-cluster.ts: PostgreSQL primary and replica, three app processes, haproxy), signs
// up a pool of readers and runs one mixed load (bench/reader-cycle.ts) twice: straight at one app
// process, the others idle, and through haproxy across the three. Prints requests/s, latency,
// failures and the writes acknowledged of each, then one line comparing them.
// Any non-2xx answer or socket error is printed with its request and fails the run (exit 1).
// BENCH_SECONDS (20) sets each measured run's length, after a BENCH_WARMUP_SECONDS (5) warm-up;
// BENCH_CONNECTIONS (50) the connections, each one signed-in reader. Everything started is stopped
// and removed at the end, on failure and on Ctrl+C.
import { ensureAdminBuild } from '../admin-build';
import { ensureServerBuild } from '../server-build';
import { ensureWebBuild } from '../web-build';
import { prepareBenchSite, type BenchSite } from './bench/bench-site';
import { runMixedLoad, type LoadFigures } from './bench/mixed-load';
import { CYCLE, KIND_OF } from './bench/reader-cycle';
import { LocalCluster } from './local-cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Each reader posts a comment every 20 requests, far faster than a person: the posting limit is for people. */
const POST_RATE_PER_MINUTE = 1_000_000;

ensureWebBuild();
ensureAdminBuild();
ensureServerBuild();

const cluster = new LocalCluster(console.info, { postRatePerMinute: POST_RATE_PER_MINUTE });
// The last resort, should anything below throw past the finally: nothing may outlive the bench.
process.on('exit', () => cluster.stopNow());
const interruption = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!interruption.signal.aborted) console.info(`[bench] ${signal}: stopping`);
    interruption.abort();
  });
}
const interrupted = new Promise<never>((_, reject) => interruption.signal.addEventListener('abort', () => reject(new Error('interrupted')), { once: true }));
/** The step, or the interruption, whichever comes first. */
const unlessInterrupted = <T>(step: Promise<T>) => Promise.race([step, interrupted]);

interface Target {
  name: string;
  base: string;
}

let round = 0;
/** A warm-up (compiled code, filled pools), then the measured run; failures of either count. */
async function measure(target: Target, site: BenchSite): Promise<LoadFigures & { failures: string[] }> {
  const load = (seconds: number) => runMixedLoad(target.base, site, { seconds, connections: CONNECTIONS, round: round++, signal: interruption.signal });
  const warmUp = await load(WARMUP_SECONDS);
  const figures = await load(SECONDS);
  const failures = [warmUp, figures].flatMap((run, index) => run.samples.map((line) => `${index === 0 ? 'warm-up' : 'measured'}: ${line}`));
  const statuses = { ...warmUp.statuses };
  for (const [status, count] of Object.entries(figures.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return { ...figures, non2xx: figures.non2xx + warmUp.non2xx, errors: figures.errors + warmUp.errors, statuses, failures };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printFigures(rows: [Target, LoadFigures][]): void {
  console.info(`\n${'target'.padEnd(26)}${pad('answers', 9)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('non-2xx', 9)}${pad('errors', 8)}   writes acknowledged`);
  for (const [target, run] of rows) {
    const writes = Object.values(run.acknowledged).reduce((sum, count) => sum + count, 0);
    const detail = Object.entries(run.acknowledged).map(([endpoint, count]) => `${endpoint} ${count}`).join(', ');
    console.info(`${target.name.padEnd(26)}${pad(run.answers, 9)}${pad(run.rps, 8)}${pad(run.p50, 8)}${pad(run.p99, 8)}${pad(run.non2xx, 9)}${pad(run.errors, 8)}   ${writes} (${detail})`);
  }
  console.info('(non-2xx and errors count the warm-up too; the other figures are the measured run)');
  console.info('\np50 / p99 ms by kind of request');
  for (const [target, run] of rows) {
    const kinds = Object.entries(run.byKind).map(([kind, figures]) => `${kind} ${figures.p50} / ${figures.p99}`);
    console.info(`${target.name.padEnd(26)}${kinds.join('   ')}`);
  }
}

async function main(): Promise<number> {
  await unlessInterrupted(cluster.start());
  const [first] = cluster.apps;
  const balancer = cluster.balancer!;
  const prepared = Date.now();
  const site = await unlessInterrupted(prepareBenchSite({ url: first!.url, dataDir: first!.settings.dataDir }, first!.settings.env.ACCESS_KEY!, CONNECTIONS));
  console.info(`[bench] ${site.tokens.length} readers signed up, ${site.stories.length} stories in ${site.homes.length} languages (${((Date.now() - prepared) / 1000).toFixed(1)} s)`);

  const shares = (['page', 'read', 'write'] as const).map((kind) => `${Math.round((CYCLE.filter((step) => KIND_OF[step] === kind).length / CYCLE.length) * 100)}% ${kind}s`);
  console.info(`[bench] each run: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured; ${CONNECTIONS} connections, each a signed-in reader; ${shares.join(', ')}`);
  const targets: Target[] = [
    { name: `one process (${first!.settings.name})`, base: first!.url },
    { name: `haproxy, ${cluster.apps.length} processes`, base: balancer.url },
  ];
  const rows: [Target, LoadFigures][] = [];
  let failures: string[] = [];
  for (const target of targets) {
    console.info(`[bench] ${target.name}: ${target.base}`);
    const before = await balancer.answersPerServer();
    const run = await measure(target, site);
    rows.push([target, run]);
    failures = [...failures, ...run.failures.map((line) => `${target.name}, ${line}`)];
    if (run.non2xx > 0) failures.push(`${target.name}: answers by status ${JSON.stringify(run.statuses)}`);
    if (target.base !== balancer.url) continue;
    // That the balancer spread the load, from haproxy's own counts.
    const spread = Object.entries(await balancer.answersPerServer()).map(([server, answers]) => `${server} ${answers - (before[server] ?? 0)}`);
    console.info(`[bench] answers per process behind haproxy (warm-up included): ${spread.join(', ')}`);
  }

  console.info(`\nLoad through the balancer: ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, everything on this machine (${shares.join(', ')})`);
  printFigures(rows);
  const [single, balanced] = rows.map(([, run]) => run);
  console.info(`\nhaproxy across ${cluster.apps.length} processes vs one process: ${balanced!.rps} vs ${single!.rps} req/s (x${(balanced!.rps / Math.max(1, single!.rps)).toFixed(2)}), p99 ${balanced!.p99} vs ${single!.p99} ms`);

  const failed = rows.reduce((sum, [, run]) => sum + run.non2xx + run.errors, 0);
  if (failed === 0) return 0;
  console.error(`\n[bench] FAILED: ${failed} non-2xx answers or socket errors (warm-ups included); a sample:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  // The processes' own account of a 5xx is in their logs, which go with the cluster's folder.
  console.error(`[bench] the end of each log:\n${cluster.logTails()}`);
  return 1;
}

let code = 1;
const started = Date.now();
try {
  code = await main();
} catch (error) {
  code = interruption.signal.aborted ? 130 : 1;
  if (code === 1) console.error('[bench] failed:', error instanceof Error ? error.message : error, `\n${cluster.logTails()}`);
} finally {
  await cluster.stop();
  console.info(`[bench] cluster stopped and removed; whole run ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(code);
