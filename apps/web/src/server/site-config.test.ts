import { describe, expect, it } from 'vitest';
import { ConfigError } from '@newsroom/contract/env-settings';
import { loadPageCacheBytes } from './site-config';

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
