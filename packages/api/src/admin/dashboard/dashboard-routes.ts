import type { AdminRoute } from '../core/admin-route';
import { defineAdminRoute } from '../core/admin-route';
import { siteSettings } from '../../settings/site-settings';
import { concernsOf, dashboardFor } from './dashboard-answer';
import { dashboardWindow } from './dashboard-window';

/**
 * Asked afresh each time but for the site's most read ranking (kept half a minute): a moderator who just
 * cleared a queue expects to see it empty. The benchmark's numbers are in docs/admin-console.md.
 */
const dashboard = defineAdminRoute('dashboard', {
  async handle({ deps, staff }) {
    const window = dashboardWindow((await siteSettings(deps)).timeZone);
    return { data: await dashboardFor(deps.db, concernsOf(staff), window) };
  },
});

/** The dashboard (issue 16). */
export const dashboardRoutes = [dashboard] as AdminRoute[];
