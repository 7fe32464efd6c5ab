import type { Db } from '@newsroom/db/client';
import type { SessionCache } from '../auth/session-cache';
import type { ApiConfig } from '../config';
import type { IdentityRuntime } from '../identity/runtime';
import type { MediaStore } from '../media/store';
import type { RateLimiter } from './rate-limit';
import type { ReadCache } from './read-cache';

/** What every service function may use: the database, the configuration and the process-wide helpers. */
export interface Deps {
  db: Db;
  config: ApiConfig;
  cache: ReadCache;
  media: MediaStore;
  limiter: RateLimiter;
  sessions: SessionCache;
  /** The built-in identity service: signing keys, mail and SMS senders, OpenID Connect client. */
  identity: IdentityRuntime;
}
