import type { AdminEndpointEntry } from './endpoint-entry';

/** Reader accounts: search, profile, deactivate, delete, author role. */
export const readersEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
