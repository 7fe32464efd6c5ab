import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@newsroom/db/client';
import { startUpkeep } from '@newsroom/db/upkeep';
import { openTestDatabase } from '../../test/test-database';
import { PostgresRateLimiter } from './shared-rate-limits';

// Runs on the embedded database by default and on a PostgreSQL server under `npm run test:pg`,
// where the parallel attempts below really run at the same time on separate connections.
let database: Database;
let processA: PostgresRateLimiter;
let processB: PostgresRateLimiter;
beforeAll(async () => {
  database = await openTestDatabase();
  // Two processes' limiters: each is only a handle on the same table.
  processA = new PostgresRateLimiter(database.db);
  processB = new PostgresRateLimiter(database.db);
}, 60_000);
afterAll(() => database.close());
beforeEach(() => processA.reset());

/** Moves a window's end into the past, as if its time had run out. */
const endWindow = (key: string) => database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`);

describe('rate limits shared in the database', () => {
  it('allow a limit once across processes, not once per process', async () => {
    const answers = [];
    for (const limiter of [processA, processB, processA, processB, processA]) answers.push(await limiter.take('post', '42', 3, 60_000));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await processB.used('post', '42')).toBe(3);
    expect(await processA.take('post', '43', 3, 60_000)).toBe(true);
  });

  it('grant exactly the limit to attempts made at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? processA : processB).take('burst', 'k', 10, 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(10);
    const slots = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? processA : processB).reserve('slow', 'k', 5, 60_000)));
    expect(slots.filter((slot) => slot !== null)).toHaveLength(5);
  });

  it('start a new window once the old one ended', async () => {
    expect(await processA.take('signup', 'addr', 1, 60_000)).toBe(true);
    expect(await processB.take('signup', 'addr', 1, 60_000)).toBe(false);
    await endWindow('signup:addr');
    expect(await processB.used('signup', 'addr')).toBe(0);
    expect(await processB.take('signup', 'addr', 1, 60_000)).toBe(true);
    expect(await processA.take('signup', 'addr', 1, 60_000)).toBe(false);
  });

  it('give a released slot back to its own window only, and only once', async () => {
    const first = await processA.reserve('signin', 'acct', 2, 60_000);
    const second = await processB.reserve('signin', 'acct', 2, 60_000);
    expect(await processA.reserve('signin', 'acct', 2, 60_000)).toBeNull();
    await first!.release();
    await first!.release();
    expect(await processB.used('signin', 'acct')).toBe(1);
    // A window that ended and started again keeps its own count when an old slot is released.
    await endWindow('signin:acct');
    expect(await processA.take('signin', 'acct', 2, 60_000)).toBe(true);
    await second!.release();
    expect(await processA.used('signin', 'acct')).toBe(1);
  });

  it('accept "no limit" and refuse a limit of zero', async () => {
    expect(await processA.take('known', 'net', Number.MAX_SAFE_INTEGER, 30 * 24 * 3_600_000)).toBe(true);
    expect(await processA.used('known', 'net')).toBe(1);
    expect(await processA.take('none', 'k', 0, 60_000)).toBe(false);
  });

  it('are swept by upkeep once their windows end', async () => {
    await processA.take('old', 'k', 5, 60_000);
    await processA.take('live', 'k', 5, 60_000);
    await endWindow('old:k');
    const upkeep = startUpkeep(database, { intervalMs: 10 });
    try {
      const keys = async () => ((await database.db.execute(sql`select key from rate_limits order by key`)) as unknown as { rows: { key: string }[] }).rows;
      await expect.poll(keys, { timeout: 5_000 }).toEqual([{ key: 'live:k' }]);
    } finally {
      upkeep.stop();
    }
  });
});
