import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Database } from './client';
import { forgetEndedSessions } from './retention';

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;

describe('session retention', () => {
  it('forgets sessions that ended over a week ago and keeps live and recently ended ones', async () => {
    const [reader] = await database.db.insert(schema.users).values({ firebaseId: 'retention-reader', name: 'Reader' }).returning();
    const now = new Date('2026-11-24T12:00:00Z');
    const session = (name: string, expiresAt: Date) => ({ userId: reader!.id, tokenHash: name, expiresAt });
    await database.db.insert(schema.userSessions).values([
      session('live', new Date(now.getTime() + 30 * DAY)),
      session('ended-yesterday', new Date(now.getTime() - DAY)),
      session('ended-long-ago', new Date(now.getTime() - 8 * DAY)),
    ]);
    expect(await forgetEndedSessions(database.db, now)).toBe(1);
    const left = await database.db.select({ tokenHash: schema.userSessions.tokenHash }).from(schema.userSessions).where(eq(schema.userSessions.userId, reader!.id));
    expect(left.map((row) => row.tokenHash).sort()).toEqual(['ended-yesterday', 'live']);
  });
});
