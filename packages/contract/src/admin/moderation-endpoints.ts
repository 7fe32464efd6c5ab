import type { AdminEndpointEntry } from './endpoint-entry';

/** Comment moderation: the flag queue, comments per story, bans (moderators, editors, administrators). */
export const moderationEndpoints = {} as const satisfies Record<string, AdminEndpointEntry>;
