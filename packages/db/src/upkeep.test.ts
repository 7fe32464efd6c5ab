import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Database } from './client';
import { tidyTables } from './upkeep';

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
});
afterAll(() => database.close());

/** Statistics reach the shared counters at most once a second unless a flush is asked for. */
const flushStatistics = async () => {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  await database.db.execute(sql`select 1`);
};

const reltuples = async (table: string) => {
  const result = (await database.db.execute(sql`select reltuples::int as n from pg_class where relname = ${table}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

describe('embedded database upkeep', () => {
  it('analyses a table once enough of it changed, and vacuums it once enough rows are dead', async () => {
    await database.db.insert(schema.users).values(Array.from({ length: 400 }, (_, i) => ({ firebaseId: `reader-${i}`, name: `Reader ${i}` })));
    expect(await reltuples('users')).toBeLessThan(400);

    await flushStatistics();
    const first = await tidyTables(database);
    expect(first.analyzed).toContain('users');
    expect(await reltuples('users')).toBe(400);

    // Nothing changed since: nothing to do.
    expect((await tidyTables(database)).analyzed).not.toContain('users');

    await database.db.update(schema.users).set({ name: sql`${schema.users.name} || '!'` });
    await flushStatistics();
    const second = await tidyTables(database);
    expect(second.vacuumed).toContain('users');
  });
});
