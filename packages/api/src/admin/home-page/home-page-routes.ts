import type { AdminRoute } from '../core/admin-route';

export const homePageRoutes: AdminRoute[] = [];
