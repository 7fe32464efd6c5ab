import type { AdminRoute } from '../core/admin-route';

/** Site settings (issue 16). */
export const settingsRoutes: AdminRoute[] = [];
