import type { AdminEndpointEntry } from './endpoint-entry';

/** General notifications: compose, target, schedule, delivery counts, history. */
export const notificationsEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
