import type { AdminRoute } from '../core/admin-route';

export const sitePagesRoutes: AdminRoute[] = [];
