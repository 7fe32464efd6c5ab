import type { AdminRoute } from '../core/admin-route';

/** Comment moderation (issue 16). */
export const moderationRoutes: AdminRoute[] = [];
