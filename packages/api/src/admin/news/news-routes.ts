import type { AdminRoute } from '../core/admin-route';

export const newsRoutes: AdminRoute[] = [];
