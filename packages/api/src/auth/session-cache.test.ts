import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache';

const reader = { id: 7, role: 0 };
const farFuture = new Date(Date.now() + 86_400_000);

describe('SessionCache', () => {
  afterEach(() => vi.useRealTimers());

  it('remembers a resolved token until its time to live runs out', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(15_000);
    cache.set('hash', reader, farFuture);
    expect(cache.get('hash')).toEqual(reader);
    vi.advanceTimersByTime(15_001);
    expect(cache.get('hash')).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(15_000);
    cache.set('hash', reader, new Date(Date.now() + 1_000));
    vi.advanceTimersByTime(1_001);
    expect(cache.get('hash')).toBeUndefined();
  });

  it('forgets one token, or every token of a reader, at once', () => {
    const cache = new SessionCache(15_000);
    cache.set('phone', reader, farFuture);
    cache.set('laptop', reader, farFuture);
    cache.set('other', { id: 8, role: 0 }, farFuture);
    cache.forgetToken('phone');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toEqual(reader);
    cache.forgetUser(7);
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toEqual({ id: 8, role: 0 });
  });

  it('does not take back a token or reader it was told to forget, for a minute', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(15_000);
    // Lookups that read the session row before the sign-out (or before the deletion committed) finish after it.
    cache.forgetToken('signed-out');
    cache.forgetUser(7);
    cache.set('signed-out', { id: 8, role: 0 }, farFuture);
    cache.set('laptop', reader, farFuture);
    expect(cache.get('signed-out')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    cache.set('other', { id: 9, role: 0 }, farFuture);
    expect(cache.get('other')).toEqual({ id: 9, role: 0 });
    vi.advanceTimersByTime(60_001);
    cache.set('laptop', reader, farFuture);
    expect(cache.get('laptop')).toEqual(reader);
  });

  it('drops the oldest entry when full, and keeps nothing with a zero time to live', () => {
    const cache = new SessionCache(15_000, 2);
    cache.set('a', reader, farFuture);
    cache.set('b', reader, farFuture);
    cache.set('c', reader, farFuture);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(reader);
    const off = new SessionCache(0);
    off.set('a', reader, farFuture);
    expect(off.get('a')).toBeUndefined();
  });
});
