import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@newsroom/db/client';

// Three processes started together on a new PostgreSQL database (a deployment's first start, or
// a release rolled out to every process at once) all migrate it, one after another.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('processes starting together on one new database', () => {
  it('migrate it once between them, and all open it', async () => {
    const name = `test_start_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 2 })));
      await Promise.all(opened.map((database) => database.close()));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      await check.end();
      expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
