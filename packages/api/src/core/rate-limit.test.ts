import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limit';

describe('MemoryRateLimiter', () => {
  it('refuses past the limit within a window, and a reservation given back is uncounted', async () => {
    const limiter = new MemoryRateLimiter();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await limiter.take('a', 'k', 2, 60_000));
    expect(answers).toEqual([true, true, false]);
    const slot = await limiter.reserve('b', 'k', 1, 60_000);
    expect(slot).not.toBeNull();
    expect(await limiter.reserve('b', 'k', 1, 60_000)).toBeNull();
    await slot!.release();
    await slot!.release();
    expect(await limiter.used('b', 'k')).toBe(0);
  });

  it('stays bounded under a flood of distinct keys whose windows are all still open', async () => {
    const limiter = new MemoryRateLimiter(1_000, 10_000);
    for (let i = 0; i < 100_000; i++) await limiter.take('flood', `key${i}`, 5, 3_600_000);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
    // The newest keys are still counted.
    expect(await limiter.used('flood', 'key99999')).toBe(1);
  });
});
