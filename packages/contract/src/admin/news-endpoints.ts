import type { AdminEndpointEntry } from './endpoint-entry';

export const newsEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
