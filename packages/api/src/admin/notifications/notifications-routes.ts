import type { AdminRoute } from '../core/admin-route';

/** General notifications (issue 16). */
export const notificationsRoutes: AdminRoute[] = [];
