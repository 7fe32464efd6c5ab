import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('refuses past the limit within a window, and a reservation given back is uncounted', () => {
    const limiter = new RateLimiter();
    expect([1, 2, 3].map(() => limiter.take('a', 'k', 2, 60_000))).toEqual([true, true, false]);
    const slot = limiter.reserve('b', 'k', 1, 60_000);
    expect(slot).not.toBeNull();
    expect(limiter.reserve('b', 'k', 1, 60_000)).toBeNull();
    slot!.release();
    slot!.release();
    expect(limiter.used('b', 'k')).toBe(0);
  });

  it('stays bounded under a flood of distinct keys whose windows are all still open', () => {
    const limiter = new RateLimiter(1_000, 10_000);
    for (let i = 0; i < 100_000; i++) limiter.take('flood', `key${i}`, 5, 3_600_000);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
    // The newest keys are still counted.
    expect(limiter.used('flood', 'key99999')).toBe(1);
  });
});
