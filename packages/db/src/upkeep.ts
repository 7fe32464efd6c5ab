import { sql } from 'drizzle-orm';
import type { Database } from './client';

export interface UpkeepOptions {
  /** How often the tables are checked. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

interface TableActivity {
  table: string;
  changed: number;
  dead: number;
  rows: number;
}

/**
 * A PostgreSQL server keeps its planner statistics fresh and its dead rows cleared with
 * autovacuum, in background workers. The embedded database has no background workers, so
 * without this the planner would keep planning with the row counts of the day each table was
 * created (a comment list joined "5 users" by a full scan), and updated counters would pile up
 * dead rows. Every `intervalMs` this applies autovacuum's own default thresholds: ANALYZE a table
 * once 50 + 10% of its rows changed, VACUUM it once 50 + 20% of its rows are dead.
 */
export function startEmbeddedUpkeep(database: Database, options: UpkeepOptions = {}): { stop(): void } {
  if (database.kind !== 'pglite') return { stop() {} };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tidyTables(database)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** One round of upkeep: the tables over a threshold, analysed or vacuumed. Returns what was done. */
export async function tidyTables(database: Database): Promise<{ analyzed: string[]; vacuumed: string[] }> {
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
