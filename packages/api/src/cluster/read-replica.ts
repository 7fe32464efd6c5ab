import { sql } from 'drizzle-orm';
import type { Db } from '@newsroom/db/client';
import type { ReadRoute } from '../core/call-runtime';
import type { Deps } from '../deps';

/** Drizzle's read builders: these go to the replica; everything else (writes, raw SQL, transactions) to the primary. */
const REPLICA_READS = new Set<PropertyKey>(['select', 'selectDistinct', 'selectDistinctOn', '$count', 'query']);

/** How long reads stay on the primary after the replica failed or fell behind, before it is tried again. */
const RETRY_AFTER_MS = 2_000;
/** How often the replica's progress is compared with the primary's. */
const LAG_CHECK_MS = 2_000;

/** Connection failures (Node's socket codes, PostgreSQL's class 08 and shutdown codes, pg's own messages). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
/** A query the replica cancelled because replaying the primary's changes needed its rows. */
const RECOVERY_CONFLICT = '40001';

const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/** The error and its causes (Drizzle wraps the driver's error). */
function* causes(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) yield current;
}

function isConnectionFailure(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
    const message = cause instanceof Error ? cause.message : '';
    if (/Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message)) return true;
  }
  return false;
}

const isRecoveryConflict = (error: unknown) => [...causes(error)].some((cause) => codeOf(cause) === RECOVERY_CONFLICT);

/**
 * Sends the reads of anonymous calls of read-only endpoints to a streaming replica
 * (`DATABASE_READ_URL`, docs/scale-out.md). Only `cacheable` endpoints called without a token
 * qualify: their answers may already come from a 30-second cache, so a replica a moment behind
 * changes nothing a reader can tell. A signed-in reader's calls always use the primary, so a
 * reader sees their own comments, likes and bookmarks at once (read your writes).
 *
 * The replica is left alone for two seconds when a read on it fails to connect (the call is run
 * again on the primary, so the reader sees no error), and while it has not replayed what the
 * primary had written two seconds before (it is behind, or its link to the primary is broken).
 */
export class ReadReplica implements ReadRoute {
  private readonly replicaDeps: Deps;
  private avoidUntil = 0;
  private lagCheckDue = 0;
  /** The primary's WAL position at the last check: the replica must have passed it by the next. */
  private primaryPosition: string | null = null;

  constructor(
    private readonly primaryDeps: Deps,
    private readonly replica: Db,
  ) {
    const primary = primaryDeps.db;
    const routed = new Proxy(primary, {
      get(target, property) {
        const source = REPLICA_READS.has(property) ? replica : target;
        const value = Reflect.get(source, property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
      },
    });
    this.replicaDeps = { ...primaryDeps, db: routed };
  }

  deps(): Deps | null {
    const now = Date.now();
    if (now >= this.lagCheckDue) {
      this.lagCheckDue = now + LAG_CHECK_MS;
      void this.checkLag();
    }
    return now >= this.avoidUntil ? this.replicaDeps : null;
  }

  failed(error: unknown): boolean {
    if (isRecoveryConflict(error)) return true;
    if (!isConnectionFailure(error)) return false;
    this.avoid();
    return true;
  }

  /** Whether reads go to the replica now (tests and figures). */
  get inUse(): boolean {
    return Date.now() >= this.avoidUntil;
  }

  private avoid(): void {
    this.avoidUntil = Date.now() + RETRY_AFTER_MS;
  }

  private async checkLag(): Promise<void> {
    try {
      const before = this.primaryPosition;
      const [replica] = rowsOf<{ caughtUp: boolean | null }>(
        await this.replica.execute(sql`select ${before}::pg_lsn is null or pg_last_wal_replay_lsn() >= ${before}::pg_lsn as "caughtUp"`),
      );
      // null: the server is not a replica at all (a primary named by mistake serves reads fine).
      if (replica?.caughtUp === false) this.avoid();
      const [primary] = rowsOf<{ position: string }>(await this.primaryDeps.db.execute(sql`select pg_current_wal_lsn()::text as "position"`));
      this.primaryPosition = primary?.position ?? null;
    } catch (error) {
      if (isConnectionFailure(error)) this.avoid();
    }
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
