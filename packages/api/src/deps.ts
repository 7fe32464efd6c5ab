import type { Db } from '@newsroom/db/client';
import type { SessionCache } from './auth/session-cache';
import type { Readiness } from './health/readiness-state';
import type { ApiConfig } from './config';
import type { IdentityRuntime } from './identity/runtime';
import type { MediaStore } from './media/store';
import type { ReadRoute } from './core/call-runtime';
import type { RateLimiter } from './core/rate-limit';
import type { ReadCache } from './core/read-cache';

/** What every service function may use: the database, the configuration and the process-wide helpers. */
export interface Deps {
  db: Db;
  config: ApiConfig;
  cache: ReadCache;
  media: MediaStore;
  limiter: RateLimiter;
  sessions: SessionCache;
  /** Whether the process should get traffic (`/ready`). */
  readiness: Readiness;
  /** Where anonymous reads go when a read replica is set (DATABASE_READ_URL); null without one. */
  reads: ReadRoute | null;
  /** The built-in identity service: signing keys, mail and SMS senders, OpenID Connect client. */
  identity: IdentityRuntime;
}

// Handlers receive these dependencies; core declares the slot without knowing its content.
declare module './core/handler-deps' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HandlerDeps extends Deps {}
}
