import type { AdminRoute } from '../core/admin-route';

/** The dashboard (issue 16). */
export const dashboardRoutes: AdminRoute[] = [];
