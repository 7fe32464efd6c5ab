import { sql } from 'drizzle-orm';
import { AUDIT_LOG_KEEP_DAYS, forgetOldAuditEntries } from './audit-retention';
import type { Database } from './client';
import { forgetOldPushHistory, PUSH_RETENTION_DEFAULTS, type PushRetention } from './push-retention';
import { forgetEndedRateLimits, forgetEndedSessions, forgetStaleDevices } from './retention';

export interface UpkeepOptions {
  /** How often the tables are checked. */
  intervalMs?: number;
  /** How often data past its keeping time (stale push devices) is deleted; the first round also does it. */
  retentionIntervalMs?: number;
  /** How long the push queue's history is kept (default 30 days of delivery rows, a year of notifications). */
  pushRetention?: PushRetention;
  /** How long the console's audit log is kept (AUDIT_LOG_KEEP_DAYS, default 730 days). */
  auditLogKeepDays?: number;
  onError?: (error: unknown) => void;
}

interface TableActivity {
  table: string;
  changed: number;
  dead: number;
  rows: number;
}

/**
 * The server's background upkeep, on either database. Every `intervalMs`:
 * - On the embedded database only: a PostgreSQL server keeps its planner statistics fresh and
 *   its dead rows cleared with autovacuum, in background workers. The embedded database has no
 *   background workers, so without this the planner would keep planning with the row counts of
 *   the day each table was created (a comment list joined "5 users" by a full scan), and updated
 *   counters would pile up dead rows. This applies autovacuum's own default thresholds: ANALYZE
 *   a table once 50 + 10% of its rows changed, VACUUM it once 50 + 20% of its rows are dead.
 * - On both, every round: deletes ended rate-limit windows (retention.ts).
 * - On both, every `retentionIntervalMs` (six hours): forgets push devices not seen for
 *   270 days and sessions that ended a week ago (retention.ts), and the push queue's old
 *   delivery rows and notifications (push-retention.ts), and audit entries past their keeping
 *   time (audit-retention.ts). Several servers on one
 *   PostgreSQL may each do it: the delete is the same whoever runs it.
 */
export function startUpkeep(database: Pick<Database, 'db' | 'kind'>, options: UpkeepOptions = {}): { stop(): void } {
  const retentionEvery = options.retentionIntervalMs ?? 6 * 60 * 60_000;
  let retentionDue = 0;
  let running = false;
  const report = (error: unknown) => options.onError?.(error);
  const round = async () => {
    if (database.kind === 'pglite') await tidyTables(database).catch(report);
    // Every round: ended windows are many (one per address and action a minute) and worthless.
    await forgetEndedRateLimits(database.db).catch(report);
    if (Date.now() >= retentionDue) {
      await forgetStaleDevices(database.db);
      await forgetEndedSessions(database.db);
      await forgetOldPushHistory(database.db, options.pushRetention ?? PUSH_RETENTION_DEFAULTS);
      await forgetOldAuditEntries(database.db, options.auditLogKeepDays ?? AUDIT_LOG_KEEP_DAYS);
      retentionDue = Date.now() + retentionEvery;
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch(report)
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** One round of upkeep: the tables over a threshold, analysed or vacuumed. Returns what was done. */
export async function tidyTables(database: Pick<Database, 'db'>): Promise<{ analyzed: string[]; vacuumed: string[] }> {
  const activity = (await database.db.execute(sql`
    select s.relname as "table", s.n_mod_since_analyze::int as "changed", s.n_dead_tup::int as "dead",
           greatest(c.reltuples, 0)::int as "rows"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'`)) as unknown as { rows?: TableActivity[] } | TableActivity[];
  const tables = Array.isArray(activity) ? activity : (activity.rows ?? []);
  const analyzed: string[] = [];
  const vacuumed: string[] = [];
  for (const { table, changed, dead, rows } of tables) {
    const name = sql.identifier(table);
    if (dead > 50 + 0.2 * rows) {
      await database.db.execute(sql`vacuum (analyze) ${name}`);
      vacuumed.push(table);
    } else if (changed > 50 + 0.1 * rows) {
      await database.db.execute(sql`analyze ${name}`);
      analyzed.push(table);
    }
  }
  return { analyzed, vacuumed };
}
