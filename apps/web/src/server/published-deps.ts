import type { Deps } from '@newsroom/api';

/**
 * The hand-over of the API dependencies from the process entry to the pages.
 *
 * Next.js bundles the workspace packages a second time, so a module variable here would not be
 * the one the process entry created: the entry publishes its `Deps` in a globalThis slot and the
 * pages read it from there (ARCHITECTURE.md, measured facts). Without the entry (`next start`
 * alone) the pages open the API's dependencies themselves, once per process.
 *
 * No `server-only` mark here, unlike the pages' side (server-data/deps.ts): the entry runs in
 * plain Node, where the mark throws.
 */
const slot = globalThis as unknown as { __newsroomApiDeps?: Promise<Deps> };

/** Set by the process entry, so a missing slot under the entry is a bug and not a reason to open a second database. */
const ENTRY_FLAG = 'NEWSROOM_ENTRY_DEPS';

/** Called by the process entry once the database is open and seeded. */
export function publishApiDeps(deps: Deps): void {
  slot.__newsroomApiDeps = Promise.resolve(deps);
  process.env[ENTRY_FLAG] = '1';
}

/** The published dependencies, or those `open` answers when no entry published any. */
export function sharedApiDeps(open: () => Promise<Deps>): Promise<Deps> {
  if (!slot.__newsroomApiDeps && process.env[ENTRY_FLAG] === '1') {
    // Two PGlite instances on one data directory corrupt it silently: refuse instead.
    return Promise.reject(new Error('The process entry published its API dependencies, but this bundle cannot see them'));
  }
  slot.__newsroomApiDeps ??= open();
  return slot.__newsroomApiDeps;
}
