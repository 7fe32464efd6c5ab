import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Database } from '@newsroom/db/client';
import type { ApiConfig } from './config';
import { callRuntime } from './call-runtime';
import type { Deps } from './deps';
import { localizedFailure, mountEndpoints } from './core/pipeline';
import { MemoryRateLimiter } from './core/rate-limit';
import { PostgresRateLimiter } from './cluster/shared-rate-limits';
import { ReadReplica } from './cluster/read-replica';
import { ReadCache } from './core/read-cache';
import { mountSecurityHeaders } from './core/security-headers';
import { SessionCache } from './auth/session-cache';
import { mountHealthRoutes } from './health/readiness';
import { Readiness } from './health/readiness-state';
import { docsRoutes } from './docs/docs-routes';
import { authRoutes } from './identity/auth-routes';
import { createIdentityRuntime, type IdentitySenders } from './identity/runtime';
import { allEndpoints } from './endpoints';
import { mountAdminApi } from './admin/admin-api';
import { mediaRoutes } from './media/media-routes';
import { S3MediaStore } from './media/s3-store';
import { DiskMediaStore, type MediaStore } from './media/store';

/** How long a resolved token is trusted without asking the database again (ADR 006). */
const SESSION_CACHE_MS = 15_000;

/** `senders` replaces the default outbox senders of the identity service (SMTP, an SMS provider). */
export function createDeps(config: ApiConfig, database: Database, senders?: IdentitySenders): Deps {
  const deps: Deps = {
    db: database.db,
    config,
    cache: new ReadCache(config.readCacheSeconds * 1000, config.readCacheBytes),
    media: mediaStoreOf(config),
    // Processes sharing a PostgreSQL database share their limits; the embedded one counts in memory.
    limiter: database.kind === 'postgres' ? new PostgresRateLimiter(database.db) : new MemoryRateLimiter(),
    sessions: new SessionCache(SESSION_CACHE_MS),
    readiness: new Readiness(),
    identity: createIdentityRuntime(config, database.db, senders),
    reads: null,
  };
  if (database.replica) deps.reads = new ReadReplica(deps, database.replica);
  return deps;
}

/** The folder under DATA_DIR, or the bucket with MEDIA_STORE=s3 (loadConfig refuses that without S3_BUCKET). */
function mediaStoreOf(config: ApiConfig): MediaStore {
  if (config.mediaStore === 'disk') return new DiskMediaStore(config.mediaDir);
  if (!config.s3) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
  return new S3MediaStore(config.s3);
}

/** The news API as a Hono app: `/api/<endpoint>`, `/api/docs`, `/media/*` and the identity service's `/auth/*`. */
export function createApiApp(deps: Deps): Hono {
  const runtime = callRuntime(deps);
  const app = new Hono();
  mountSecurityHeaders(app, deps.config.publicUrl);
  const anyOrigin = deps.config.corsOrigins.includes('*');
  app.use(
    '/api/*',
    cors({
      origin: anyOrigin ? '*' : deps.config.corsOrigins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 86_400,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      // Room for the largest upload plus the form fields around it.
      maxSize: deps.config.uploadMaxBytes * 4 + 1024 * 1024,
      onError: (c) => localizedFailure(c, runtime, 413, 'The request is too large'),
    }),
  );
  // For load balancers and uptime checks; `/health` is also the trivial route the benchmark compares against.
  mountHealthRoutes(app, deps);
  mountEndpoints(app, allEndpoints, runtime);
  app.route('/', docsRoutes(allEndpoints, deps.config));
  app.route('/', mediaRoutes(deps));
  app.route('/', authRoutes(deps));
  // The console's staff-only API: its own sessions and checks, never the public pipeline's.
  mountAdminApi(app, deps);
  app.all('/api/*', (c) => localizedFailure(c, runtime, 404, 'Unknown endpoint'));
  return app;
}
