import { describe, expect, it } from 'vitest';
import { MAX_KEY_LENGTH, ReadCache, bodyText, type CachedResponse } from './read-cache';

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

  it('caps its size in bytes, keys and overhead included, dropping the oldest answers first', () => {
    const cache = new ReadCache(30_000, 64 * 1024);
    cache.set('a', answer('x'.repeat(1000)));
    cache.set('b', answer('y'.repeat(1000)));
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, answer('z'.repeat(1000)));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('k99')).toBeDefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(64 * 1024);

    // Long keys with tiny bodies still fill the budget: the keys are counted.
    const keys = new ReadCache(30_000, 64 * 1024);
    for (let i = 0; i < 1000; i++) keys.set(`${i}:${'k'.repeat(1500)}`, answer('{}'));
    expect(keys.usedBytes).toBeLessThanOrEqual(64 * 1024);
    expect(keys.size).toBeLessThan(30);
  });

  it('caps its number of entries, and keeps no entry whose key is too long', () => {
    const cache = new ReadCache(30_000, 64 * 1024 * 1024, 50);
    for (let i = 0; i < 500; i++) cache.set(`k${i}`, answer('{}'));
    expect(cache.size).toBe(50);
    expect(cache.get('k499')).toBeDefined();
    cache.set('x'.repeat(MAX_KEY_LENGTH + 1), answer('{}'));
    expect(cache.get('x'.repeat(MAX_KEY_LENGTH + 1))).toBeUndefined();
  });

  it('frees expired entries as new ones come in, so memory follows the live entries only', () => {
    let now = 0;
    const cache = new ReadCache(5_000, 64 * 1024 * 1024, 20_000, () => now);
    for (let i = 0; i < 100; i++) cache.set(`old${i}`, answer('o'.repeat(1000)));
    const full = cache.usedBytes;
    now = 6_000;
    cache.set('new', answer('n'.repeat(1000)));
    expect(cache.size).toBe(1);
    expect(cache.usedBytes).toBeLessThan(full / 50);
  });

  it('counts the gzipped copy it keeps with an entry', () => {
    const cache = new ReadCache(30_000);
    const response = answer('g'.repeat(5000));
    cache.set('key', response);
    const before = cache.usedBytes;
    const gzipped = cache.gzipped('key', response, () => new Uint8Array(100));
    expect(gzipped.length).toBe(100);
    expect(cache.usedBytes).toBe(before + 100);
    expect(cache.gzipped('key', response, () => { throw new Error('made twice'); })).toBe(gzipped);
  });
});
