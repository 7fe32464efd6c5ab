import type { AdminEndpointEntry } from './endpoint-entry';

export const homePageEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
