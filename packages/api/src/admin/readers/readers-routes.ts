import type { AdminRoute } from '../core/admin-route';

/** Reader accounts (issue 16). */
export const readersRoutes: AdminRoute[] = [];
