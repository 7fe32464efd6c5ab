import type { AdminEndpointEntry } from './endpoint-entry';

/** Languages and their UI labels. */
export const languagesEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
