import type { AdminEndpointEntry } from './endpoint-entry';

export const taxonomyEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
