import 'server-only';
import { openApiDeps, type Deps } from '@newsroom/api';
import { sharedApiDeps } from '../server/published-deps';

/**
 * The API dependencies (database, configuration, read cache) the pages read through: the ones
 * the process entry published, else the API opens its own (server/published-deps.ts). The site
 * never opens the database itself.
 */
export function apiDeps(): Promise<Deps> {
  return sharedApiDeps(() => openApiDeps());
}
