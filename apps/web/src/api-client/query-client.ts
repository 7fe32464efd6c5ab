import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** SPEC section 9: query cache constants. */
export const QUERY_STALE_TIME_MS = 600_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s, ... never more than 30 s (attempt counts from 0). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    refetchOnWindowFocus: false,
    retry: QUERY_RETRIES,
    retryDelay: queryRetryDelay,
  },
};

/** One client per browser tab (and per server render, never shared between requests). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/**
 * For a read the reader waits for on screen, whose failure the screen shows (with its own "Try
 * again") or replaces with what it already had: it fails at once, as before the cache, rather
 * than after SPEC's three retries (7 s of a skeleton or of nothing).
 */
export const FAIL_AT_ONCE = { retry: false } as const;
