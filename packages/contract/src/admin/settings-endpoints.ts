import type { AdminEndpointEntry } from './endpoint-entry';

/** Every site setting: switches, identity, SEO defaults (administrators). */
export const settingsEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
