import { z } from 'zod';
import { ConfigError } from '@newsroom/api/config';

/**
 * The reader site's own settings, beside the API's (packages/api/src/config.ts). Read once at
 * start, like those: a wrong value stops the start with a message naming it. `.env.example`
 * lists them.
 */
const siteEnvSchema = z.object({
  /** 1 answers every reader page with 503 and the maintenance page; the API and /health keep working. */
  MAINTENANCE_MODE: z.enum(['0', '1']).default('0'),
  /** Shown on the maintenance page instead of the standard text (which is translated). */
  MAINTENANCE_MESSAGE: z.string().trim().min(1).max(500).optional(),
  /** Seconds after which crawlers and clients may try again (the `Retry-After` header). */
  MAINTENANCE_RETRY_AFTER: z.coerce.number().int().min(1).max(86_400).default(600),
});

export interface MaintenanceConfig {
  on: boolean;
  message: string | undefined;
  retryAfterSeconds: number;
}

export interface SiteConfig {
  maintenance: MaintenanceConfig;
}

const pageCacheEnvSchema = z.object({
  /** Memory for whole cached pages, in megabytes; 0 sends every page request to Next.js. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
});

/** The page cache's memory budget in bytes (docs/seo-and-performance.md, "Page cache"); 0 is off. */
export function loadPageCacheBytes(env: Record<string, string | undefined> = process.env): number {
  const parsed = pageCacheEnvSchema.safeParse({ PAGE_CACHE_MB: env.PAGE_CACHE_MB || undefined });
  if (!parsed.success) throw new ConfigError(`Invalid configuration: PAGE_CACHE_MB: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data.PAGE_CACHE_MB * 1024 * 1024;
}

export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = siteEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return { maintenance: { on: e.MAINTENANCE_MODE === '1', message: e.MAINTENANCE_MESSAGE, retryAfterSeconds: e.MAINTENANCE_RETRY_AFTER } };
}
