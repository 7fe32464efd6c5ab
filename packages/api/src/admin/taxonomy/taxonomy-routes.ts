import type { AdminRoute } from '../core/admin-route';

export const taxonomyRoutes: AdminRoute[] = [];
