import { describe, expect, it } from 'vitest';
import { ReadCache, bodyText, type CachedResponse } from './read-cache';

const answer = (text: string): CachedResponse => ({ status: 200, body: new TextEncoder().encode(text) });

/** A computation that finishes only when told to, counting how often it ran. */
function controlled(text: string) {
  let runs = 0;
  let finish: () => void = () => {};
  const compute = () => {
    runs += 1;
    return new Promise<CachedResponse>((resolve) => {
      finish = () => resolve(answer(text));
    });
  };
  return { compute, finish: () => finish(), runs: () => runs };
}

describe('ReadCache', () => {
  it('runs one computation for a burst of misses on the same key, then answers from memory', async () => {
    const cache = new ReadCache(30_000);
    const slow = controlled('{"n":1}');
    const burst = Array.from({ length: 20 }, () => cache.getOrCompute('get_news?a', slow.compute));
    slow.finish();
    const answers = await Promise.all(burst);
    expect(slow.runs()).toBe(1);
    expect(answers.map(bodyText)).toEqual(Array(20).fill('{"n":1}'));
    expect(bodyText((await cache.getOrCompute('get_news?a', () => Promise.reject(new Error('not again'))))!)).toBe('{"n":1}');
  });

  it('does not keep an answer that a write overtook, and shares failures without keeping them', async () => {
    const cache = new ReadCache(30_000);
    const slow = controlled('before the write');
    const pending = cache.getOrCompute('k', slow.compute);
    cache.clear();
    slow.finish();
    expect(bodyText(await pending)).toBe('before the write');
    expect(cache.get('k')).toBeUndefined();

    await expect(cache.getOrCompute('broken', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(bodyText(await cache.getOrCompute('broken', () => Promise.resolve(answer('fixed'))))).toBe('fixed');
  });

  it('caps its size in bytes, dropping the oldest answers first', () => {
    const cache = new ReadCache(30_000, 64);
    cache.set('a', answer('x'.repeat(3)));
    cache.set('b', answer('y'.repeat(3)));
    for (let i = 0; i < 30; i++) cache.set(`k${i}`, answer('z'.repeat(3)));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('k29')).toBeDefined();
  });
});
