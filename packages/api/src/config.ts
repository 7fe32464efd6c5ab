import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, invalidSettings, readSettings, type Environment } from '@newsroom/contract/env-settings';
import type { Durability } from '@newsroom/db/durability';
import { readServiceAccount, type FirebaseServiceAccount } from './identity/firebase-service-account';
import { readPushConfig, type PushConfig } from './push/push-config';
import { readAdminConfig, type AdminConfig } from './admin/core/admin-config';
import type { S3Settings } from './media/s3-settings';

/**
 * Every setting has a working default; a wrong value stops the start with a message naming it.
 * `.env.example` at the repository root lists them all.
 */
/** Where Google publishes the keys that sign Firebase ID tokens. */
const GOOGLE_SECURE_TOKEN_JWKS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Firebase Authentication's admin API. */
const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ACCESS_KEY: z.string().min(1).default('5670'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL for anonymous reads (docs/scale-out.md); only with DATABASE_URL. */
  DATABASE_READ_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** `relaxed`: the embedded database skips fsync, so a power cut can lose acknowledged writes (ADR 007). */
  DB_DURABILITY: z.enum(['full', 'relaxed']).default('full'),
  /** Where readers reach the site; unset, the address this server listens on (listeningUrl). */
  PUBLIC_URL: z.string().url().optional(),
  /** Comma separated origins allowed to call the API from a browser; `*` allows any. */
  CORS_ORIGINS: z.string().default('*'),
  /**
   * How many reverse proxies in front of the server append to `X-Forwarded-For`. 0 (the default)
   * ignores the header: a client could write any address into it and dodge per-address limits.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** A bearer token dies after this many days unused; each use extends it (ADR 004). Default 90. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  /** The former name of SESSION_IDLE_DAYS, still read when that is unset. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  /** However often it is used, a bearer token dies this many days after sign-in. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Seconds an anonymous read may be served from the in-process cache. */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Megabytes of anonymous answers the read cache keeps; the least recently used go first. */
  READ_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(24),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(1024).default(20),
  /** Where media are kept: `disk` (DATA_DIR/media) or `s3`, a bucket every process shares (docs/scale-out.md). */
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a bucket name such as newsroom-media').optional(),
  /** An S3-compatible store's address; unset, AWS's own for S3_REGION. */
  S3_ENDPOINT: z.string().url().regex(/^https?:\/\//i, 'expected an http(s) address such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'expected a region such as us-east-1').default('us-east-1'),
  /** Both, or neither: then the SDK's usual chain (AWS_* variables, a profile, the machine's role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Unset, true with S3_ENDPOINT (what most S3-compatible stores expect) and false on AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Folders in the bucket the media live under, for a bucket shared with other data. */
  S3_PREFIX: z.string().regex(/^[\w-]+(?:\/[\w-]+)*\/?$/, 'expected folders such as media or sites/news').optional(),
  /** Where readers fetch media instead of <PUBLIC_URL>/media: a CDN, or a public bucket. */
  MEDIA_PUBLIC_URL: z.string().url().regex(/^https?:\/\//i, 'expected an http(s) address such as https://cdn.news.example/media').optional(),
  /** Posts (comments, news, flags) one reader may make per minute. */
  POST_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * On SIGTERM, how long the process keeps serving while `/ready` answers 503, before it stops
   * accepting: long enough for a load balancer's health checks to take it out (docs/deploy.md).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  // The reader site's third-party tag ids are the site's own settings (apps/web/src/server/third-party-config.ts).
  // Sign-in with an OpenID Connect provider (docs/identity-service.md): on when all three are set.
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's name on the sign-in button. */
  OIDC_NAME: z.string().min(1).max(40).optional(),
  /** Also accept Firebase ID tokens of this project at user_signup. */
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9][a-z0-9-]{3,38}[a-z0-9]$/, 'expected a Firebase project id such as my-news-app').optional(),
  FIREBASE_JWKS_URL: z.string().url().default(GOOGLE_SECURE_TOKEN_JWKS),
  /**
   * Legacy sign-in (docs/compatibility.md): user_signup also accepts a bare `firebase_id` that
   * Firebase's admin API confirms, with the service account below. Off by default.
   */
  LEGACY_FIREBASE_SIGNIN: z.enum(['0', '1']).default('0'),
  /** The JSON key file of a service account of the Firebase project (for legacy sign-in). */
  FIREBASE_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** Where Firebase's admin API (Identity Toolkit) is reached. */
  FIREBASE_ADMIN_API_URL: z.string().url().default(IDENTITY_TOOLKIT_URL),
});

export interface ApiConfig {
  port: number;
  host: string;
  accessKey: string;
  databaseUrl: string | undefined;
  /** A read replica of databaseUrl (DATABASE_READ_URL), for anonymous reads. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  dbDurability: Durability;
  mediaDir: string;
  /** Where media are kept: the folder mediaDir, or the bucket `s3` (MEDIA_STORE). */
  mediaStore: 'disk' | 's3';
  /** The bucket, when S3_BUCKET is set: the store with MEDIA_STORE=s3, and where `npm run media:copy-to-s3` copies mediaDir. */
  s3: S3Settings | undefined;
  /** Where readers fetch media: MEDIA_PUBLIC_URL, or the app's own `<publicUrl>/media` (store.ts, mediaUrl). */
  mediaBaseUrl: string;
  publicUrl: string;
  corsOrigins: string[];
  trustProxyHops: number;
  /** Sliding expiry of bearer tokens (auth/sessions.ts): days unused, days since sign-in. */
  sessionIdleDays: number;
  sessionMaxDays: number;
  readCacheSeconds: number;
  readCacheBytes: number;
  uploadMaxBytes: number;
  postRatePerMinute: number;
  /** SHUTDOWN_DELAY_SECONDS, in milliseconds. */
  shutdownDelayMs: number;
  seedDemo: boolean;
  identity: IdentityConfig;
  /** Push notifications: keys, queue workers, sender (push/push-config.ts). */
  push: PushConfig;
  /** The console's staff sessions and first administrator (admin/core/admin-config.ts). */
  admin: AdminConfig;
}

/** The built-in identity service (docs/identity-service.md). */
export interface IdentityConfig {
  /** The default mail and SMS senders write each message here as a JSON file. */
  outboxDir: string;
  oidc?: OidcProviderConfig;
  firebase?: { projectId: string; jwksUrl: string; legacySignIn?: LegacyFirebaseSignIn };
}

/** What legacy sign-in needs to ask Firebase's admin API about an account (identity/firebase-admin.ts). */
export interface LegacyFirebaseSignIn {
  adminApiUrl: string;
  serviceAccount: FirebaseServiceAccount;
}

export interface OidcProviderConfig {
  /** Stable id of the provider for clients (`oidc[].id`, `sign_in_provider` = `oidc:<id>`). */
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

// One class for every app's settings errors, so a process entry recognises any of them.
export { ConfigError };

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Environment = process.env): ApiConfig {
  const e = readSettings(envSchema, env);
  const oidcSettings = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcSettings.some(Boolean) && !oidcSettings.every(Boolean)) {
    invalidSettings('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  if (e.LEGACY_FIREBASE_SIGNIN === '1' && (!e.FIREBASE_PROJECT_ID || !e.FIREBASE_SERVICE_ACCOUNT_FILE)) {
    invalidSettings('LEGACY_FIREBASE_SIGNIN=1 needs FIREBASE_PROJECT_ID and FIREBASE_SERVICE_ACCOUNT_FILE');
  }
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET) invalidSettings('MEDIA_STORE=s3 needs S3_BUCKET, the bucket media are kept in');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) invalidSettings('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const idleName = e.SESSION_IDLE_DAYS === undefined && e.SESSION_TTL_DAYS !== undefined ? 'SESSION_TTL_DAYS' : 'SESSION_IDLE_DAYS';
  const sessionIdleDays = e.SESSION_IDLE_DAYS ?? e.SESSION_TTL_DAYS ?? Math.min(90, e.SESSION_MAX_DAYS);
  if (sessionIdleDays > e.SESSION_MAX_DAYS) {
    invalidSettings(`${idleName} (${sessionIdleDays} days) must not exceed SESSION_MAX_DAYS (${e.SESSION_MAX_DAYS} days)`);
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) invalidSettings('DATABASE_READ_URL is a replica of DATABASE_URL, which is not set');
  // Relative paths would land in whichever package directory the process runs from.
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT)).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    accessKey: e.ACCESS_KEY,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir,
    dbDurability: e.DB_DURABILITY,
    mediaDir: path.join(dataDir, 'media'),
    mediaStore: e.MEDIA_STORE,
    s3: s3Settings(e),
    mediaBaseUrl: (e.MEDIA_PUBLIC_URL ?? `${publicUrl}/media`).replace(/\/+$/, ''),
    // A default of its own (once http://localhost:3000) broke every image on any other port.
    publicUrl,
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    sessionIdleDays,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    readCacheSeconds: e.READ_CACHE_SECONDS,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    postRatePerMinute: e.POST_RATE_PER_MINUTE,
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    seedDemo: e.SEED_DEMO === '1',
    identity: {
      outboxDir: path.join(dataDir, 'outbox'),
      oidc: e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET ? oidcProvider(e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, e.OIDC_NAME) : undefined,
      firebase: e.FIREBASE_PROJECT_ID ? { projectId: e.FIREBASE_PROJECT_ID, jwksUrl: e.FIREBASE_JWKS_URL, legacySignIn: legacySignIn(e) } : undefined,
    },
    push: readPushConfig(env, publicUrl),
    admin: readAdminConfig(env),
  };
}

/**
 * The address a browser on this machine reaches a server listening on `host` and `port` at:
 * localhost for an every-address listener, the address itself otherwise.
 */
export function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Google's issuer gets its familiar name; any other provider is named after its host unless OIDC_NAME says. */
function oidcProvider(issuer: string, clientId: string, clientSecret: string, name?: string): OidcProviderConfig {
  const host = new URL(issuer).hostname;
  const label = name ?? (host === 'accounts.google.com' ? 'Google' : host);
  const id = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'oidc';
  return { id, name: label, issuer, clientId, clientSecret };
}

/** The bucket of the S3_* settings, or undefined without S3_BUCKET (loadConfig checked the keys come in pairs). */
function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX?.replace(/\/+$/, '') ?? '',
  };
}

/** Legacy sign-in's settings when LEGACY_FIREBASE_SIGNIN=1 (loadConfig checked the two it needs). */
function legacySignIn(e: z.output<typeof envSchema>): LegacyFirebaseSignIn | undefined {
  if (e.LEGACY_FIREBASE_SIGNIN !== '1' || !e.FIREBASE_SERVICE_ACCOUNT_FILE || !e.FIREBASE_PROJECT_ID) return undefined;
  let serviceAccount: FirebaseServiceAccount;
  try {
    serviceAccount = readServiceAccount(e.FIREBASE_SERVICE_ACCOUNT_FILE);
  } catch (error) {
    invalidSettings(`FIREBASE_SERVICE_ACCOUNT_FILE: ${(error as Error).message}`);
  }
  if (serviceAccount.projectId && serviceAccount.projectId !== e.FIREBASE_PROJECT_ID) {
    invalidSettings(`FIREBASE_SERVICE_ACCOUNT_FILE belongs to project ${serviceAccount.projectId}, not FIREBASE_PROJECT_ID (${e.FIREBASE_PROJECT_ID})`);
  }
  return { adminApiUrl: e.FIREBASE_ADMIN_API_URL.replace(/\/+$/, ''), serviceAccount };
}

/** Loads `.env` from the working directory when there is one; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (!existsSync(file)) return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, before);
}
