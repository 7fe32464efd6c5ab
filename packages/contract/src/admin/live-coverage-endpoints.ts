import type { AdminEndpointEntry } from './endpoint-entry';

export const liveCoverageEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
