import { z } from 'zod';
import { readSettings, switchSetting, wholeNumberSetting, type Environment } from '@newsroom/contract/env-settings';
import { loadThirdPartyIds } from './third-party-config';

/**
 * The reader site's own settings, beside the API's (packages/api/src/config.ts) and read the same
 * way (@newsroom/contract/env-settings): once at start, a wrong value stops the start with a
 * message naming it. `.env.example` lists them.
 */
const siteEnvSchema = z.object({
  /** 1 answers every reader page with 503 and the maintenance page; the API and /health keep working. */
  MAINTENANCE_MODE: switchSetting('0'),
  /** Shown on the maintenance page instead of the standard text (which is translated). */
  MAINTENANCE_MESSAGE: z.string().trim().min(1).max(500).optional(),
  /** Seconds after which crawlers and clients may try again (the `Retry-After` header). */
  MAINTENANCE_RETRY_AFTER: wholeNumberSetting(1, 86_400, 600),
  /**
   * Megabytes for Next.js's own copies of pages. next.config.mjs reads it (Next.js loads that
   * file itself); it is checked here too, so a wrong value stops the start with its name.
   */
  NEXT_CACHE_MB: wholeNumberSetting(0, 4096, 16),
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
  PAGE_CACHE_MB: wholeNumberSetting(0, 4096, 32),
});

/** The page cache's memory budget in bytes (docs/seo-and-performance.md, "Page cache"); 0 is off. */
export function loadPageCacheBytes(env: Environment = process.env): number {
  return readSettings(pageCacheEnvSchema, env).PAGE_CACHE_MB * 1024 * 1024;
}

export function loadSiteConfig(env: Environment = process.env): SiteConfig {
  const e = readSettings(siteEnvSchema, env);
  // The pages read the third-party tag ids themselves (server-data/seo.ts); reading them here
  // too makes a wrong id stop the start instead of the first page.
  loadThirdPartyIds(env);
  return { maintenance: { on: e.MAINTENANCE_MODE, message: e.MAINTENANCE_MESSAGE, retryAfterSeconds: e.MAINTENANCE_RETRY_AFTER } };
}
