import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database, type Db } from '@newsroom/db/client';
import { ACCESS_KEY } from '../../test/harness';
import { insertBaseFixtures, insertNews, insertUser } from '../../test/builders';
import { openTestDatabase } from '../../test/test-database';
import { createApiApp, createDeps } from '../app';
import { createSession } from '../auth/sessions';
import { loadConfig } from '../config';
import type { ReadReplica } from './read-replica';

// Routing is checked with a second database standing in for the replica, holding other stories:
// what an answer shows tells which database it was read from. The cluster suite
// (`npm run test:cluster`) runs a real streaming replica.
let primary: Database;
let replica: Database;
let readerId: number;

async function apiOn(replicaDb: Db) {
  const config = loadConfig({ ACCESS_KEY, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'news-replica-')), PUBLIC_URL: 'http://news.test', READ_CACHE_SECONDS: '0' });
  const deps = createDeps(config, { ...primary, replica: replicaDb });
  const app = createApiApp(deps);
  const token = await createSession(deps, readerId);
  return {
    reads: deps.reads as ReadReplica,
    async titles(withToken = false): Promise<string[]> {
      const query = new URLSearchParams({ access_key: ACCESS_KEY, language_id: '1' });
      const response = await app.request(`http://news.test/api/get_news?${query}`, { headers: withToken ? { authorization: `Bearer ${token}` } : {} });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { title: string }[] };
      return body.data.map((story) => story.title);
    },
  };
}

beforeAll(async () => {
  [primary, replica] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  for (const [database, title] of [
    [primary, 'Written on the primary'],
    [replica, 'Served by the replica'],
  ] as const) {
    const base = await insertBaseFixtures(database.db);
    await insertNews(database.db, { title, languageId: base.en.id, categoryId: base.categories[0]!.id });
  }
  readerId = (await insertUser(primary.db)).id;
}, 60_000);
afterAll(() => Promise.all([primary.close(), replica.close()]));

describe('a read replica (DATABASE_READ_URL)', () => {
  it('answers anonymous calls of read-only endpoints, while a signed-in reader reads the primary', async () => {
    const api = await apiOn(replica.db);
    expect(await api.titles()).toEqual(['Served by the replica']);
    expect(await api.titles(true)).toEqual(['Written on the primary']);
  });

  it('is not used for writes, even within an anonymous read', async () => {
    const api = await apiOn(replica.db);
    const routed = api.reads.deps()!.db;
    const before = { primary: await primary.db.$count(schema.tags), replica: await replica.db.$count(schema.tags) };
    await routed.insert(schema.tags).values({ tagName: 'Routed write', slug: 'routed-write', languageId: 1 });
    // Its reads still come from the replica, which has not seen the write.
    expect(await routed.$count(schema.tags)).toBe(before.replica);
    expect(await primary.db.$count(schema.tags)).toBe(before.primary + 1);
  });

  it('is refused at start without the primary it replicates', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://reader@127.0.0.1:5433/news' })).toThrow(/DATABASE_READ_URL is a replica of DATABASE_URL/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('falls back to the primary with no error when the replica does not answer', async () => {
    // A real connection refused: nothing listens on port 1.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1_000 });
    pool.on('error', () => {});
    const api = await apiOn(drizzle(pool, { schema }) as unknown as Db);
    try {
      expect(await api.titles()).toEqual(['Written on the primary']);
      expect(api.reads.inUse).toBe(false);
      // While it is avoided, calls go straight to the primary.
      expect(await api.titles()).toEqual(['Written on the primary']);
    } finally {
      await pool.end();
    }
  });
});
