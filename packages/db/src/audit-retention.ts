import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { auditLog } from './schema/audit';

/**
 * How long the console's audit log is kept (AUDIT_LOG_KEEP_DAYS, ADR 010): two years covers a
 * yearly review and the one before it, the usual span a newsroom is asked "who changed this".
 */
export const AUDIT_LOG_KEEP_DAYS = 730;

/** Entries per statement: the embedded database runs on the server's only thread. */
const DELETE_BATCH = 5000;

/**
 * Deletes audit entries older than `days`, oldest first, in batches over the `(at desc, id desc)`
 * index, so a first run on years of log does not hold up requests. Returns how many went.
 */
export async function forgetOldAuditEntries(db: Db, days: number = AUDIT_LOG_KEEP_DAYS, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  let deleted = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with gone as (delete from ${auditLog} where id in
          (select id from ${auditLog} where ${auditLog.at} < ${cutoff}::timestamptz order by ${auditLog.at}, ${auditLog.id} limit ${DELETE_BATCH}) returning 1)
      select count(*)::int as "count" from gone`)) as unknown as { rows: { count: number }[] };
    const count = result.rows[0]?.count ?? 0;
    deleted += count;
    if (count < DELETE_BATCH) return deleted;
  }
}
