import type { AdminEndpointEntry } from './endpoint-entry';

/** The dashboard: counts, curves over 30 days, most read, queues. */
export const dashboardEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
