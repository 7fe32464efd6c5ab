import path from 'node:path';
import { createDeps } from '@newsroom/api/app';
import { loadConfig } from '@newsroom/api/config';
import type { Deps } from '@newsroom/api/core/deps';
import { sharedDatabase } from '@newsroom/db/client';

/**
 * The API dependencies (database, configuration, read cache) the pages read through.
 *
 * Next.js bundles the workspace packages a second time, so a module variable here would not be
 * the one the process entry created: the entry publishes its `Deps` in a globalThis slot and the
 * pages read it from there (ARCHITECTURE.md, measured facts). Without the entry (`next start`
 * alone) the pages open the process-wide database themselves.
 */
const slot = globalThis as unknown as { __newsroomApiDeps?: Promise<Deps> };

/** Set by the process entry, so a missing slot under the entry is a bug and not a reason to open a second database. */
const ENTRY_FLAG = 'NEWSROOM_ENTRY_DEPS';

/** Called by the process entry once the database is open and seeded. */
export function publishApiDeps(deps: Deps): void {
  slot.__newsroomApiDeps = Promise.resolve(deps);
  process.env[ENTRY_FLAG] = '1';
}

export function apiDeps(): Promise<Deps> {
  if (!slot.__newsroomApiDeps && process.env[ENTRY_FLAG] === '1') {
    // Two PGlite instances on one data directory corrupt it silently: refuse instead.
    return Promise.reject(new Error('The process entry published its API dependencies, but this bundle cannot see them'));
  }
  slot.__newsroomApiDeps ??= openOwnDeps();
  return slot.__newsroomApiDeps;
}

async function openOwnDeps(): Promise<Deps> {
  const config = loadConfig();
  const database = await sharedDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), durability: config.dbDurability });
  return createDeps(config, database);
}
