import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '../deps';

/** How long the database may take to answer a readiness check before the process is called not ready. */
const DATABASE_CHECK_MS = 2_000;

/**
 * `/health` answers while the process runs (liveness: restart it when this fails); it touches
 * nothing, and the benchmarks use it as the trivial route. `/ready` answers 200 only while the
 * process should get traffic: its database answers within 2 s and it is not stopping. A load
 * balancer checks `/ready` (docs/scale-out.md).
 */
export function mountHealthRoutes(app: Hono, deps: Deps): void {
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    if (deps.readiness.stopping) return c.json({ status: 'stopping' }, 503);
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), DATABASE_CHECK_MS);
    });
    try {
      await Promise.race([deps.db.execute(sql`select 1`), tooSlow]);
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
