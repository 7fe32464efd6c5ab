import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { securityHeaders } from '../core/security-headers';
import type { HandlerDeps } from '../core/handler-deps';
import { accountRoutes } from './account/account-routes';
import { secondFactorAccountRoutes } from './account/second-factor-account-routes';
import { auditLogRoutes } from './audit-log/audit-log-routes';
import { authRoutes } from './auth/auth-routes';
import { secondFactorRoutes } from './auth/second-factor-routes';
import type { AdminRoute } from './core/admin-route';
import { adminFailure, mountAdminRoutes } from './core/admin-pipeline';
import { staffRoutes } from './staff/staff-routes';

/** Every route of the admin API; the security test checks it matches the contract's table. */
export const adminRoutes: readonly AdminRoute[] = [...authRoutes, ...secondFactorRoutes, ...accountRoutes, ...secondFactorAccountRoutes, ...staffRoutes, ...auditLogRoutes] as readonly AdminRoute[];

const BODY_LIMIT_BYTES = 1024 * 1024;

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
  app.use('/admin/api/*', bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => adminFailure(c, 413, 'The request is too large') }));
  mountAdminRoutes(app, adminRoutes, deps);
  app.all('/admin/api/*', (c) => adminFailure(c, 404, 'Unknown endpoint'));
}
