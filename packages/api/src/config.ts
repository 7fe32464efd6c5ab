import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting has a working default; a wrong value stops the start with a message naming it.
 * `.env.example` at the repository root lists them all.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ACCESS_KEY: z.string().min(1).default('5670'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Comma separated origins allowed to call the API from a browser; `*` allows any. */
  CORS_ORIGINS: z.string().default('*'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Seconds an anonymous read may be served from the in-process cache. */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(1024).default(20),
  /** Posts (comments, news, flags) one reader may make per minute. */
  POST_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
});

export interface ApiConfig {
  port: number;
  host: string;
  accessKey: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  publicUrl: string;
  corsOrigins: string[];
  sessionTtlDays: number;
  readCacheSeconds: number;
  uploadMaxBytes: number;
  postRatePerMinute: number;
  seedDemo: boolean;
}

export class ConfigError extends Error {}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Relative paths would land in whichever package directory the process runs from.
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    accessKey: e.ACCESS_KEY,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    readCacheSeconds: e.READ_CACHE_SECONDS,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    postRatePerMinute: e.POST_RATE_PER_MINUTE,
    seedDemo: e.SEED_DEMO === '1',
  };
}

/** Loads `.env` from the working directory when there is one; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (!existsSync(file)) return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, before);
}
