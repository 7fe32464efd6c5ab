import type { Hono } from 'hono';
import { securityHeaders } from '../core/security-headers';
import type { HandlerDeps } from '../core/handler-deps';
import { accountRoutes } from './account/account-routes';
import { secondFactorAccountRoutes } from './account/second-factor-account-routes';
import { auditLogRoutes } from './audit-log/audit-log-routes';
import { authRoutes } from './auth/auth-routes';
import { secondFactorRoutes } from './auth/second-factor-routes';
import type { AdminRoute } from './core/admin-route';
import { adminFailure, mountAdminRoutes } from './core/admin-pipeline';
import { adminDocsRoutes } from './docs/docs-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { homePageRoutes } from './home-page/home-page-routes';
import { languagesRoutes } from './languages/languages-routes';
import { liveCoverageRoutes } from './live-coverage/live-coverage-routes';
import { moderationRoutes } from './moderation/moderation-routes';
import { newsRoutes } from './news/news-routes';
import { notificationsRoutes } from './notifications/notifications-routes';
import { readersRoutes } from './readers/readers-routes';
import { settingsRoutes } from './settings/settings-routes';
import { sitePagesRoutes } from './site-pages/site-pages-routes';
import { staffRoutes } from './staff/staff-routes';
import { taxonomyRoutes } from './taxonomy/taxonomy-routes';

/** Every route of the admin API; the security test checks it matches the contract's table. */
export const adminRoutes: readonly AdminRoute[] = [
  ...authRoutes,
  ...secondFactorRoutes,
  ...accountRoutes,
  ...secondFactorAccountRoutes,
  ...staffRoutes,
  ...auditLogRoutes,
  ...languagesRoutes,
  ...adminDocsRoutes,
  ...newsRoutes,
  ...taxonomyRoutes,
  ...liveCoverageRoutes,
  ...homePageRoutes,
  ...sitePagesRoutes,
  ...moderationRoutes,
  ...readersRoutes,
  ...notificationsRoutes,
  ...settingsRoutes,
  ...dashboardRoutes,
] as readonly AdminRoute[];


/**
 * The staff-only API at `/admin/api/*` (ADR 010). No CORS: only the console's own pages call it.
 * Its answers carry the API's data headers and are never stored by a browser or a proxy.
 */
export function mountAdminApi(app: Hono, deps: HandlerDeps): void {
  const headers = Object.entries(securityHeaders('data', deps.config.publicUrl));
  app.use('/admin/api/*', async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
    c.res.headers.set('cache-control', 'no-store');
  });
  mountAdminRoutes(app, adminRoutes, deps);
  app.all('/admin/api/*', (c) => adminFailure(c, 404, 'Unknown endpoint'));
}
