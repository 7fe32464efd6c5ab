import path from 'node:path';
import { sharedDatabase } from '@newsroom/db/client';
import { createDeps } from './app';
import { loadConfig, type ApiConfig } from './config';
import type { Deps } from './deps';

/**
 * The API's dependencies on the process-wide database, for a host that reads the API in-process
 * without having started the server (the reader site's pages under `next start` alone). The host
 * never opens the database itself: two PGlite instances on one data folder corrupt it.
 */
export async function openApiDeps(config: ApiConfig = loadConfig()): Promise<Deps> {
  const database = await sharedDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), durability: config.dbDurability });
  return createDeps(config, database);
}
