import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@newsroom/db/client';
import { ACCESS_KEY, createTestApi, type TestApi } from '../../test/harness';
import { insertNews } from '../../test/builders';
import { createApiApp, createDeps } from '../app';
import { loadConfig } from '../config';
import type { Deps } from '../deps';
import { startInvalidationBus, type InvalidationBus } from './invalidation-bus';

// Two processes of the API on one PostgreSQL database, each with its own caches, as behind a load
// balancer: `first` is the harness's, `second` opens the same database again. Each runs the bus.
// The embedded database serves one process only, so this runs under `npm run test:pg`.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CHANNEL = `test_invalidation_${process.pid}`;

interface Process {
  deps: Deps;
  app: Hono;
  bus: InvalidationBus;
}

let first: TestApi;
let firstProcess: Process;
let second: Process;
let secondDatabase: Database;
let databaseUrl: string;
const reported: unknown[] = [];

async function startBus(deps: Deps): Promise<InvalidationBus> {
  return startInvalidationBus(deps, { connectionString: databaseUrl, channel: CHANNEL, onError: (error) => reported.push(error), retryMs: { first: 20, last: 200 } });
}

async function call(app: Hono, endpoint: string, params: Record<string, string | number> = {}, token?: string, method: 'GET' | 'POST' = 'GET') {
  const query = new URLSearchParams({ access_key: ACCESS_KEY, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    method === 'GET'
      ? await app.request(`http://news.test/api/${endpoint}?${query}`, { headers })
      : await app.request(`http://news.test/api/${endpoint}`, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: query.toString() });
  return { status: response.status, body: (await response.json()) as { error: string; message: string; data: Array<Record<string, unknown>> } };
}

beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApi();
  databaseUrl = (first.deps.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  firstProcess = { deps: first.deps, app: first.app, bus: await startBus(first.deps) };
  secondDatabase = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const config = loadConfig({ ACCESS_KEY, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'news-second-')), PUBLIC_URL: 'http://news.test', READ_CACHE_SECONDS: '30', TRUST_PROXY_HOPS: '1' });
  const deps = createDeps(config, secondDatabase);
  second = { deps, app: createApiApp(deps), bus: await startBus(deps) };
});

afterAll(async () => {
  if (!onPostgres) return;
  await second.bus.stop();
  await firstProcess.bus.stop();
  await secondDatabase.close();
  await first.close();
});

describe.skipIf(!onPostgres)('the invalidation bus between processes on PostgreSQL', () => {
  it("clears the other process's read cache after a write, within a second", async () => {
    const story = await insertNews(first.deps.db, { languageId: first.base.en.id, categoryId: first.base.categories[0]!.id });
    const comments = () => call(second.app, 'get_comment_by_news', { news_id: story.id, language_id: first.base.en.id });
    // The second process answers from its cache from now on.
    expect((await comments()).body.data).toEqual([]);
    expect(second.deps.cache.size).toBeGreaterThan(0);

    const reader = await first.signedInUser();
    const posted = await call(first.app, 'set_comment', { news_id: story.id, parent_id: 0, message: 'Seen everywhere', language_id: first.base.en.id }, reader.token, 'POST');
    expect(posted.body.error).toBe('false');
    await expect.poll(async () => (await comments()).body.data.map((comment) => comment.message), { timeout: 1_000, interval: 20 }).toEqual(['Seen everywhere']);
  });

  it('refuses a token signed out on one process on the other', async () => {
    const reader = await first.signedInUser();
    // The second process resolves the token once and keeps it in its session cache.
    expect((await call(second.app, 'get_user_by_id', {}, reader.token)).status).toBe(200);
    expect((await call(first.app, 'user_logout', {}, reader.token, 'POST')).body.error).toBe('false');
    await expect.poll(async () => (await call(second.app, 'get_user_by_id', {}, reader.token)).status, { timeout: 1_000, interval: 20 }).toBe(401);
  });

  it('forgets every token of a reader deactivated on the other process', async () => {
    const reader = await first.signedInUser();
    expect((await call(second.app, 'get_user_by_id', {}, reader.token)).status).toBe(200);
    // What the console's deactivation and a password reset do: end every session of the reader.
    const { revokeAllSessions } = await import('../auth/sessions');
    await revokeAllSessions(first.deps, reader.id);
    await expect.poll(async () => (await call(second.app, 'get_user_by_id', {}, reader.token)).status, { timeout: 1_000, interval: 20 }).toBe(401);
  });

  it('listens again after losing its connection, and starts from empty caches', async () => {
    const story = await insertNews(first.deps.db, { languageId: first.base.en.id, categoryId: first.base.categories[0]!.id });
    await call(second.app, 'get_comment_by_news', { news_id: story.id, language_id: first.base.en.id });
    expect(second.deps.cache.size).toBeGreaterThan(0);
    // The server drops both processes' listening connections (a restart, a failover).
    await first.deps.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN "${CHANNEL}"`}`);
    await expect.poll(() => second.deps.cache.size, { timeout: 2_000, interval: 20 }).toBe(0);
    await second.bus.connected();
    await firstProcess.bus.connected();

    const reader = await first.signedInUser();
    await call(second.app, 'get_comment_by_news', { news_id: story.id, language_id: first.base.en.id });
    await call(first.app, 'set_comment', { news_id: story.id, parent_id: 0, message: 'After the drop', language_id: first.base.en.id }, reader.token, 'POST');
    await expect
      .poll(async () => (await call(second.app, 'get_comment_by_news', { news_id: story.id, language_id: first.base.en.id })).body.data.map((comment) => comment.message), { timeout: 1_000, interval: 20 })
      .toEqual(['After the drop']);
    expect(reported.length).toBeGreaterThan(0);
  });
});
