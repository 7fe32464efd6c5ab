import type { AdminEndpointEntry } from './endpoint-entry';

export const sitePagesEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
