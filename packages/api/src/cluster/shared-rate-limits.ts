import { sql } from 'drizzle-orm';
import { schema, type Db } from '@newsroom/db/client';
import type { RateLimiter, Reservation } from '../core/rate-limit';

/** A count column is an int4; "no limit" callers pass Number.MAX_SAFE_INTEGER. */
const MAX_COUNT = 2_147_483_647;

const { rateLimits } = schema;

/** A time of this process's clock as a timestamptz (to the millisecond). */
const at = (epochMs: number) => sql`to_timestamp(${epochMs / 1000}::double precision)`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Rate limits kept in PostgreSQL, so N processes behind a load balancer allow a limit once, not
 * N times (docs/scale-out.md). Each attempt is one upsert on the window's row, atomic under
 * concurrency: it starts a new window when the old one ended, adds one while there is room, and
 * changes nothing (no row returned) when the window is full. Times are this process's clock, as
 * with the memory limiter (servers keep theirs in step with NTP; a skew of a second is nothing
 * to windows of minutes), so a test that moves the clock moves the windows too.
 */
export class PostgresRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async take(action: string, key: string, limit: number, windowMs: number): Promise<boolean> {
    return (await this.count(`${action}:${key}`, limit, windowMs)) !== null;
  }

  async reserve(action: string, key: string, limit: number, windowMs: number): Promise<Reservation | null> {
    const id = `${action}:${key}`;
    const window = await this.count(id, limit, windowMs);
    if (window === null) return null;
    let held = true;
    return {
      release: async () => {
        if (!held) return;
        held = false;
        // Only this window's count: a slot of a window that has since ended is not given to the next one.
        await this.db.execute(sql`
          update ${rateLimits} set count = count - 1
          where key = ${id} and reset_at = ${window}::timestamptz and count > 0`);
      },
    };
  }

  async used(action: string, key: string): Promise<number> {
    const rows = rowsOf<{ count: number }>(
      await this.db.execute(sql`select count from ${rateLimits} where key = ${`${action}:${key}`} and reset_at > ${at(Date.now())}`),
    );
    return rows[0]?.count ?? 0;
  }

  async reset(): Promise<void> {
    await this.db.execute(sql`delete from ${rateLimits}`);
  }

  /** Counts one attempt; the window's end (as text, exact to the microsecond), or null when it is full. */
  private async count(id: string, limit: number, windowMs: number): Promise<string | null> {
    if (limit < 1) return null;
    const now = Date.now();
    const rows = rowsOf<{ window: string }>(
      await this.db.execute(sql`
        insert into ${rateLimits} as r (key, count, reset_at)
        values (${id}, 1, ${at(now + Math.round(windowMs))})
        on conflict (key) do update set
          count = case when r.reset_at <= ${at(now)} then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= ${at(now)} then excluded.reset_at else r.reset_at end
        where r.reset_at <= ${at(now)} or r.count < ${Math.min(limit, MAX_COUNT)}
        returning r.reset_at::text as "window"`),
    );
    return rows[0]?.window ?? null;
  }
}
