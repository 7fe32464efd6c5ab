// The whole product in one process: the API at /api, media at /media, the admin console at
// /admin, and the reader site (Next.js) for every other path. `--dev` runs Next.js in development mode.
import { ConfigError, listeningUrl, loadConfig, loadDotEnv } from '@newsroom/api';
import { seedDemoBeforeStart, startServer, stopOnSignals } from '@newsroom/api/server';
import { mountAdminConsole } from './admin-console';
import { maintenanceBrand } from './maintenance/maintenance-brand';
import { mountMaintenance } from './maintenance/maintenance-gate';
import { pageExpiry } from './next-page-expiry';
import { PageCache } from './page-cache/page-cache';
import { publishApiDeps } from './published-deps';
import { publicUrlNotice } from './public-url-notice';
import { mountPageSecurityHeaders, mountPages, SiteNotBuiltError, startPages } from './pages-handler';
import { loadPageCacheBytes, loadSiteConfig } from './site-config';

const dev = process.argv.includes('--dev');
// React and Next.js read NODE_ENV when they load; the built site must run in production mode.
Reflect.set(process.env, 'NODE_ENV', dev ? 'development' : 'production');

loadDotEnv();
try {
  const config = loadConfig();
  // A new demo site is seeded by a copy of this process first (packages/api/src/demo-seed-process.ts).
  await seedDemoBeforeStart(config);
  const site = loadSiteConfig();
  const pageCacheBytes = loadPageCacheBytes();
  // Development renders every request afresh; a cache would hide the edits.
  const pageCache = !dev && pageCacheBytes > 0 ? new PageCache({ maxBytes: pageCacheBytes }) : undefined;
  const pages = startPages({ dev, port: config.port });
  // A failed start of the pages must stop the process, even before the first page request.
  pages.catch(() => {});
  const running = await startServer(config, (app, deps) => {
    publishApiDeps(deps);
    // The console first: its own headers, and it keeps working during maintenance.
    mountAdminConsole(app, { publicUrl: config.publicUrl });
    // Pages are made from the API's answers: a write that clears those clears the pages too,
    // those in memory here and Next.js's own copies.
    if (pageCache) deps.cache.onClear(() => pageCache.clear());
    if (!dev) deps.cache.onClear(pageExpiry());
    mountPageSecurityHeaders(app, config.publicUrl);
    // Maintenance answers before the page cache, so no cached page leaks past it.
    mountMaintenance(app, site.maintenance, maintenanceBrand(deps));
    mountPages(app, pages, pageCache);
  });
  stopOnSignals(running);
  await pages;
  console.info(`[server] news site listening on ${running.url} (API docs: ${running.url}/api/docs)`);
  const notice = publicUrlNotice(config.publicUrl, listeningUrl(config.host, config.port));
  if (notice?.level === 'warn') console.warn(notice.message);
  else if (notice) console.info(notice.message);
  if (site.maintenance.on) console.info('[server] maintenance mode: reader pages answer 503 (MAINTENANCE_MODE=1)');
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof SiteNotBuiltError ? error.message : error);
  process.exit(1);
}
