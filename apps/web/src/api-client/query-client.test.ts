import { describe, expect, it } from 'vitest';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, createQueryClient, queryRetryDelay } from './query-client';

describe('query client (SPEC section 9)', () => {
  const defaults = createQueryClient().getDefaultOptions().queries!;

  it('is stale after 600000 ms and keeps its cache 5 minutes', () => {
    expect(QUERY_STALE_TIME_MS).toBe(600_000);
    expect(defaults.staleTime).toBe(600_000);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(defaults.gcTime).toBe(300_000);
  });

  it('does not refetch on window focus', () => {
    expect(defaults.refetchOnWindowFocus).toBe(false);
  });

  it('retries 3 times, waiting 1 s, 2 s, 4 s ... capped at 30 s', () => {
    expect(defaults.retry).toBe(3);
    expect(defaults.retryDelay).toBe(queryRetryDelay);
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('gives every caller a client of its own', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
