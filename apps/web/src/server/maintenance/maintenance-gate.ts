import type { Hono } from 'hono';
import type { MaintenanceConfig } from '../site-config';
import { maintenancePage, type MaintenanceBrand } from './maintenance-page';

/**
 * Maintenance mode: every request the API did not answer (every reader page, the site files,
 * the pages' assets) gets 503 with `Retry-After` and the maintenance page, so crawlers keep the
 * pages they know and come back. Mounted after the API (`/api/*`, `/media/*`, `/health` keep
 * working) and before the pages. Off, it mounts nothing.
 */
export function mountMaintenance(app: Hono, config: MaintenanceConfig, brandOf: (pathname: string) => Promise<MaintenanceBrand>): void {
  if (!config.on) return;
  app.all('*', async (c) => {
    const brand = await brandOf(new URL(c.req.url).pathname);
    return c.html(maintenancePage(brand, config.message), 503, {
      'Retry-After': String(config.retryAfterSeconds),
      // Never cached: the site must come back the moment maintenance ends.
      'Cache-Control': 'no-store',
    });
  });
}
