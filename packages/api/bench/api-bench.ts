// npm run bench:api — starts the API on the embedded database with a large seed, drives the main
// reads and writes over loopback with autocannon, and prints requests/s, p50/p99 and the server's
// peak resident memory, then how long a refused sign-in takes for a wrong password and for an
// unknown address (signin-timing.ts). BENCH_NEWS (default 100000) and BENCH_SECONDS (default 10) tune it;
// BENCH_ONLY=<text> runs only the routes whose name contains it; BENCH_WRITE_RATE (default 100)
// paces the second run of each write. The prepared data set is kept
// under ./data/bench-<news> and copied for each run, so later runs skip the slow seeding.
// DB_DURABILITY passes to the server; durability-cost.ts compares its two values (ADR 007).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@newsroom/db/client';
import { prepareBenchData, type BenchData } from './bench-data';
import { pacedLoad, type PacedResult } from './paced-load';
import { memoryMb, waitForServer } from './server-process';
import { addSignInAccount, measureSignInTiming } from './signin-timing';

const NEWS = Number(process.env.BENCH_NEWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** As `npm run start:api` runs the API (see ADR 006 on the heap limit). */
const API_NODE_FLAGS = ['--max-old-space-size=192'];
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const KEY = '5670';
const ONLY = process.env.BENCH_ONLY ?? '';
/** Writes per second of the paced write runs: a busy newsroom's comment and reaction traffic. */
const WRITE_RATE = Number(process.env.BENCH_WRITE_RATE ?? 100);
const PREPARED_DIR = path.resolve('data', `bench-${NEWS}`);
const base = `http://127.0.0.1:${PORT}`;

interface Scenario {
  name: string;
  requests: autocannon.Request[];
  /** Each connection signs in as its own reader. */
  signedIn?: boolean;
  /** Requests per second over all connections; without it, as fast as the server answers. */
  rate?: number;
}

/** The routes to measure. `round` picks other news to bookmark, so each run starts unbookmarked. */
function scenarios(data: BenchData, round: number): Scenario[] {
  const q = (endpoint: string, params: Record<string, string | number>) =>
    `/api/${endpoint}?${new URLSearchParams({ access_key: KEY, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`;
  const form = (params: Record<string, string | number>) => new URLSearchParams({ access_key: KEY, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString();
  const post = (endpoint: string, params: Record<string, string | number>): autocannon.Request => ({
    method: 'POST', path: `/api/${endpoint}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(params),
  });
  const lang = data.languageId;
  // Reads ask for gzip, as every browser and mobile HTTP client does.
  const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } });
  const reads: Scenario[] = [
    { name: 'trivial JSON (/health)', requests: [get('/health')] },
    { name: 'get_news by category', requests: data.categoryIds.map((id) => get(q('get_news', { language_id: lang, category_id: id, offset: 0, limit: 10 }))) },
    { name: 'get_news by slug', requests: data.newsSlugs.map((slug) => get(q('get_news', { language_id: lang, slug }))) },
    { name: 'get_featured_sections_website', requests: [get(q('get_featured_sections_website', { language_id: lang, offset: 0, limit: 10 }))] },
    { name: 'get_category', requests: [get(q('get_category', { language_id: lang, offset: 0, limit: 20 }))] },
    { name: 'get_comment_by_news', requests: data.commentedNewsIds.map((id) => get(q('get_comment_by_news', { news_id: id, offset: 0, limit: 10 }))) },
  ];

  // Each write twice: as fast as 50 connections can go (its ceiling; latency there is mostly
  // queueing, 50 / throughput), then at WRITE_RATE per second, evenly spaced (paced-load.ts).
  return [
    ...reads,
    ...writeScenarios(data, round, post).map((write) => ({ ...write, name: `${write.name} (write, max)` })),
    ...writeScenarios(data, round + 2, post).map((write) => ({ ...write, name: `${write.name} (write, ${WRITE_RATE}/s)`, rate: WRITE_RATE })),
  ];
}

/** The writes; `round` picks the news to bookmark, so that every run starts unbookmarked. */
function writeScenarios(data: BenchData, round: number, post: (endpoint: string, params: Record<string, string | number>) => autocannon.Request): Scenario[] {
  return [
    { name: 'set_comment', signedIn: true, requests: data.newsIds.slice(0, 20).map((id) => post('set_comment', { news_id: id, parent_id: 0, message: 'A benchmark comment about this story.' })) },
    { name: 'set_like_dislike', signedIn: true, requests: [1, 2, 0].map((status) => post('set_like_dislike', { news_id: data.newsIds[0]!, status })) },
    { name: 'set_bookmark', signedIn: true, requests: [1, 0].map((status) => post('set_bookmark', { news_id: data.newsIds[1 + round]!, status })) },
  ];
}

/** autocannon's per-connection request state; its context is rebuilt from `initialContext`. */
interface ClientIterator {
  requestIterator: { initialContext: { token?: string }; resetContext(): void; rebuildRequest(): void };
}

async function run(scenario: Scenario, tokens: string[], seconds: number): Promise<autocannon.Result> {
  let next = 0;
  // Each connection signs in as its own reader for the whole run. (autocannon clears a request's
  // context after every pass over the list, so the token is kept in the initial context.)
  const setupClient = (client: unknown) => {
    const { requestIterator } = client as ClientIterator;
    requestIterator.initialContext = { token: tokens[next++ % tokens.length] };
    requestIterator.resetContext();
    // The first request was built before this hook ran; build it again with the token.
    requestIterator.rebuildRequest();
  };
  const requests = scenario.requests.map((request) => ({
    ...request,
    setupRequest: (req: autocannon.Request, context: object) => {
      const { token } = context as { token?: string };
      return scenario.signedIn && token ? { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } } : req;
    },
  }));
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests, setupClient });
}

/** A paced write: each request signed in as one of the readers in turn. */
function runPaced(scenario: Scenario, rate: number, tokens: string[], seconds: number): Promise<PacedResult> {
  const requests = tokens.flatMap((token) =>
    scenario.requests.map((request) => ({
      method: request.method ?? 'GET',
      path: request.path ?? '/',
      headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` },
      body: typeof request.body === 'string' ? request.body : undefined,
    })),
  );
  return pacedLoad(base, requests, rate, seconds, CONNECTIONS);
}

/** Either run, as the figures the table prints. */
async function measure(scenario: Scenario, tokens: string[], seconds: number): Promise<PacedResult & { detail: string }> {
  if (scenario.rate) return { ...(await runPaced(scenario, scenario.rate, tokens, seconds)), detail: '' };
  const result = await run(scenario, tokens, seconds);
  const errors = result.errors + result.timeouts + result.non2xx;
  const detail = errors > 0 ? `status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}` : '';
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors, detail };
}

/** The prepared data set, made once and then reused: seeding 100k news takes minutes. */
async function preparedData(): Promise<BenchData> {
  const manifest = path.join(PREPARED_DIR, 'bench.json');
  if (existsSync(manifest)) return JSON.parse(await readFile(manifest, 'utf8')) as BenchData;
  console.info(`Preparing ${NEWS} generated news items on the embedded database (kept in ${PREPARED_DIR})…`);
  await rm(PREPARED_DIR, { recursive: true, force: true });
  await mkdir(PREPARED_DIR, { recursive: true });
  // A throwaway copy source: no fsync per commit while seeding (the server flushes it at open).
  const database = await openDatabase({ dataDir: path.join(PREPARED_DIR, 'db'), durability: 'relaxed' });
  const data = await prepareBenchData(database.db, { mediaDir: path.join(PREPARED_DIR, 'media'), news: NEWS, readers: CONNECTIONS });
  await database.close();
  await writeFile(manifest, JSON.stringify(data));
  return data;
}

async function main(): Promise<void> {
  const data = await preparedData();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'news-bench-'));
  await cp(PREPARED_DIR, dataDir, { recursive: true });
  await addSignInAccount(dataDir);

  const server = spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'packages/api/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', ACCESS_KEY: KEY, POST_RATE_PER_MINUTE: '100000000', PUBLIC_URL: base, TRUST_PROXY_HOPS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(base);
    const rows: { name: string; rps: number; p50: number; p99: number; errors: number; peakMb: number }[] = [];
    const [warmups, measured] = [scenarios(data, 0), scenarios(data, 1)];
    for (const [index, scenario] of measured.entries()) {
      if (index > 0 && !scenario.name.includes(ONLY)) continue;
      // A short unmeasured run first, so that the measured one sees compiled, warmed-up code.
      await measure(warmups[index]!, data.tokens, WARMUP_SECONDS);
      const result = await measure(scenario, data.tokens, SECONDS);
      if (result.detail) console.info(`${scenario.name}: ${result.detail}`);
      rows.push({ name: scenario.name, rps: result.rps, p50: result.p50, p99: result.p99, errors: result.errors, peakMb: (await memoryMb(server.pid!)).peak });
    }
    const trivial = rows[0]?.rps ?? 1;
    console.info(`\nAPI benchmark: ${NEWS} extra news, ${CONNECTIONS} connections, ${SECONDS} s per route, 2 cores shared by server and load generator, DB_DURABILITY=${process.env.DB_DURABILITY ?? 'full'}\n`);
    console.info(`${'route'.padEnd(34)}${'req/s'.padStart(9)}${'vs trivial'.padStart(12)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx/err'.padStart(13)}${'peak MB'.padStart(9)}`);
    for (const row of rows) {
      console.info(`${row.name.padEnd(34)}${String(row.rps).padStart(9)}${`${((row.rps / trivial) * 100).toFixed(1)}%`.padStart(12)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${String(row.errors).padStart(13)}${String(row.peakMb).padStart(9)}`);
    }
    console.info(`\nserver peak resident memory: ${(await memoryMb(server.pid!)).peak} MB (peak MB: the peak so far, after each route)`);
    const signIn = await measureSignInTiming(base, KEY);
    console.info(`identity sign-in refused (median of 5): wrong password ${signIn.wrongPasswordMs} ms, unknown address ${signIn.unknownAddressMs} ms (alike: no account enumeration by timing)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
