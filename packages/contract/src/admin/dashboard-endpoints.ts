import { dashboardAnswer } from './dashboard';
import { EVERY_ROLE, type AdminEndpointEntry } from './endpoint-entry';

/** The dashboard: counts, curves over 30 days, most read, queues; each role sees its own concerns. */
export const dashboardEndpoints = {
  dashboard: {
    method: 'GET', path: 'dashboard', roles: EVERY_ROLE, summary: 'The site at a glance: totals, 30-day curves, the week\'s most read stories and the queues',
    data: dashboardAnswer, example: {},
  },
} as const satisfies Record<string, AdminEndpointEntry>;
