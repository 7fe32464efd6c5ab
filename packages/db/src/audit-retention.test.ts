import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Database } from './client';
import { AUDIT_LOG_KEEP_DAYS, forgetOldAuditEntries } from './audit-retention';
import { startUpkeep } from './upkeep';

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;
const entry = (recordId: string, at: Date) => ({ at, staffEmail: 'chief@example.com', action: 'update', resource: 'staff', recordId });
const recordsLeft = async () => (await database.db.select({ recordId: schema.auditLog.recordId }).from(schema.auditLog)).map((row) => row.recordId).sort();

describe('audit log retention', () => {
  it('keeps two years of entries by default and forgets older ones', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    await database.db.delete(schema.auditLog);
    await database.db.insert(schema.auditLog).values([
      entry('today', now),
      entry('day-729', new Date(now.getTime() - 729 * DAY)),
      entry('day-731', new Date(now.getTime() - 731 * DAY)),
      entry('day-2000', new Date(now.getTime() - 2000 * DAY)),
    ]);
    expect(AUDIT_LOG_KEEP_DAYS).toBe(730);
    expect(await forgetOldAuditEntries(database.db, undefined, now)).toBe(2);
    expect(await recordsLeft()).toEqual(['day-729', 'today']);
    // A shorter keeping time (AUDIT_LOG_KEEP_DAYS=30) goes further back only.
    expect(await forgetOldAuditEntries(database.db, 30, now)).toBe(1);
    expect(await recordsLeft()).toEqual(['today']);
  });

  it('is part of the server upkeep, with the configured keeping time', async () => {
    await database.db.delete(schema.auditLog);
    await database.db.insert(schema.auditLog).values([entry('recent', new Date(Date.now() - 5 * DAY)), entry('old', new Date(Date.now() - 11 * DAY))]);
    const errors: unknown[] = [];
    const upkeep = startUpkeep(database, { intervalMs: 5, auditLogKeepDays: 10, onError: (error) => errors.push(error) });
    try {
      await expect.poll(recordsLeft, { timeout: 10_000 }).toEqual(['recent']);
    } finally {
      upkeep.stop();
    }
    expect(errors).toEqual([]);
  });
});
