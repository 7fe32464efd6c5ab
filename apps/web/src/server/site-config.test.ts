import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@newsroom/contract/env-settings';
import { loadPageCacheBytes, loadSiteConfig } from './site-config';

describe('the PAGE_CACHE_MB setting', () => {
  it('gives the page cache 32 MB by default; 0 turns it off', () => {
    expect(loadPageCacheBytes({})).toBe(32 * 1024 * 1024);
    expect(loadPageCacheBytes({ PAGE_CACHE_MB: '' })).toBe(32 * 1024 * 1024);
    expect(loadPageCacheBytes({ PAGE_CACHE_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(loadPageCacheBytes({ PAGE_CACHE_MB: '0' })).toBe(0);
  });

  it('stops the start on a wrong value, naming the setting', () => {
    expect(() => loadPageCacheBytes({ PAGE_CACHE_MB: 'lots' })).toThrow(ConfigError);
    expect(() => loadPageCacheBytes({ PAGE_CACHE_MB: '-1' })).toThrow(/PAGE_CACHE_MB/);
  });
});

describe('the NEXT_CACHE_MB setting', () => {
  it('is checked at start, and sizes Next.js\'s own page cache (16 MB unless set)', async () => {
    expect(() => loadSiteConfig({ NEXT_CACHE_MB: 'lots' })).toThrow(/NEXT_CACHE_MB/);
    expect(() => loadSiteConfig({ NEXT_CACHE_MB: '8' })).not.toThrow();
    const configOf = async (value: string | undefined) => {
      vi.stubEnv('NEXT_CACHE_MB', value);
      vi.resetModules();
      // Plain JavaScript, outside the type-checked sources: imported by a name the checker leaves alone.
      const nextConfigFile: string = '../../next.config.mjs';
      return ((await import(/* @vite-ignore */ nextConfigFile)) as { default: { cacheMaxMemorySize: number } }).default.cacheMaxMemorySize;
    };
    try {
      expect(await configOf(undefined)).toBe(16 * 1024 * 1024);
      expect(await configOf('8')).toBe(8 * 1024 * 1024);
      await expect(configOf('-3')).rejects.toThrow(/NEXT_CACHE_MB/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
