import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { forgetStaleDevices, STALE_DEVICE_DAYS } from '@newsroom/db/retention';
import { startUpkeep } from '@newsroom/db/upkeep';
import { createTestApi, type TestApi } from '../../test/harness';

// Runs on the embedded database and, with `npm run test:pg`, on PostgreSQL: the same upkeep
// serves both.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2030-06-01T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY);

async function insertDevice(token: string, lastSeen: Date) {
  await api.deps.db.insert(schema.deviceTokens).values({ token, languageId: api.base.en.id, createdAt: lastSeen, updatedAt: lastSeen });
}
const tokensLeft = async (tokens: string[]) =>
  (await api.deps.db.select({ token: schema.deviceTokens.token }).from(schema.deviceTokens).where(inArray(schema.deviceTokens.token, tokens))).map((row) => row.token).sort();

describe('forgetting stale push devices', () => {
  it(`deletes devices not seen for ${STALE_DEVICE_DAYS} days and keeps the others`, async () => {
    const tokens = ['stale-a', 'stale-b', 'recent', 'edge-kept', 'today'];
    await insertDevice('stale-a', daysBefore(STALE_DEVICE_DAYS + 1));
    await insertDevice('stale-b', daysBefore(900));
    await insertDevice('recent', daysBefore(STALE_DEVICE_DAYS - 1));
    await insertDevice('edge-kept', daysBefore(STALE_DEVICE_DAYS));
    await insertDevice('today', now);

    expect(await forgetStaleDevices(api.deps.db, now)).toBe(2);
    expect(await tokensLeft(tokens)).toEqual(['edge-kept', 'recent', 'today']);
    expect(await forgetStaleDevices(api.deps.db, now)).toBe(0);
  });

  it('runs in the server upkeep on PostgreSQL as on the embedded database', async () => {
    await insertDevice('forgotten-by-upkeep', new Date(Date.now() - (STALE_DEVICE_DAYS + 5) * DAY));
    await insertDevice('kept-by-upkeep', new Date());
    // Told it is PostgreSQL: the embedded-only table upkeep stays out, retention still runs.
    const database = { db: api.deps.db, kind: 'postgres' as const };
    const errors: unknown[] = [];
    const upkeep = startUpkeep(database, { intervalMs: 5, onError: (error) => errors.push(error) });
    try {
      await expect.poll(() => tokensLeft(['forgotten-by-upkeep', 'kept-by-upkeep'])).toEqual(['kept-by-upkeep']);
    } finally {
      upkeep.stop();
    }
    expect(errors).toEqual([]);
    expect(await api.deps.db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.token, 'kept-by-upkeep'))).toHaveLength(1);
  });
});
