import { describe, expect, it } from 'vitest';
import { PageStore, type PageEntry } from './page-store';

/** A clock the tests move by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const keep = (seconds = 30, fromNextCache = false) => ({ kind: 'keep' as const, keepMs: Math.min(seconds, 60) * 1000, sharedMaxAgeMs: seconds * 1000, fromNextCache });

function page(store: PageStore, text: string, seconds = 30, fromNextCache = false): PageEntry {
  const now = store.now();
  return { status: 200, headers: {}, etag: undefined, bodies: { identity: Buffer.from(text) }, compressible: false, storedAt: now, expiresAt: store.expiryFor(keep(seconds, fromNextCache), now) };
}

describe('PageStore', () => {
  it('answers a page until its s-maxage ends, and never longer than a minute', () => {
    const time = clock();
    const store = new PageStore({ maxBytes: 1 << 20, now: time.now });
    store.set('/a', page(store, 'a'), store.generation);
    store.set('/long', page(store, 'long', 600), store.generation);
    time.advance(29_999);
    expect(store.get('/a')?.bodies.identity?.toString()).toBe('a');
    time.advance(1);
    expect(store.get('/a')).toBeUndefined();
    time.advance(29_999);
    expect(store.get('/long')).toBeDefined();
    time.advance(1);
    expect(store.get('/long')).toBeUndefined();
    expect(store.usedBytes).toBe(0);
  });

  it('forgets every page on clear(), and does not keep a page rendered before it', () => {
    const store = new PageStore({ maxBytes: 1 << 20 });
    store.set('/a', page(store, 'a'), store.generation);
    const renderedBefore = store.generation;
    store.clear();
    expect(store.get('/a')).toBeUndefined();
    expect(store.set('/b', page(store, 'b'), renderedBefore)).toBe(false);
    expect(store.set('/b', page(store, 'b'), store.generation)).toBe(true);
  });

  it("keeps a copy Next.js served from its own cache soon after a write no longer than Next.js would", () => {
    const time = clock();
    const store = new PageStore({ maxBytes: 1 << 20, now: time.now });
    store.clear();
    time.advance(5_000);
    // Such a copy may come from a render that was running at the write: Next.js expires it
    // again 15 s after the write.
    expect(store.expiryFor(keep(30, true))).toBe(time.now() + 10_000);
    // A page Next.js rendered just now is fresh for its whole s-maxage.
    expect(store.expiryFor(keep(30, false))).toBe(time.now() + 30_000);
    time.advance(10_000);
    expect(store.expiryFor(keep(30, true))).toBe(time.now() + 30_000);
  });

  it('stays within its byte budget, the least recently used pages out first', () => {
    const store = new PageStore({ maxBytes: 16 * 1100 });
    const body = 'x'.repeat(60);
    for (const key of ['/a', '/b', '/c']) store.set(key, page(store, body), store.generation);
    store.get('/a');
    for (let i = 0; i < 14; i++) store.set(`/n${i}`, page(store, body), store.generation);
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/b')).toBeUndefined();
    expect(store.usedBytes).toBeLessThanOrEqual(16 * 1100);
    expect(store.size).toBe(16);
  });

  it('counts the address of each page, so a flood of long query strings stays within the budget', () => {
    const store = new PageStore({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 500; i++) store.set(`/?junk${i}=${'q'.repeat(3000)}`, page(store, '<p>tiny</p>'), store.generation);
    expect(store.usedBytes).toBeLessThanOrEqual(64 * 1024);
    expect(store.size).toBeLessThan(12);
  });

  it('does not keep a page larger than a sixteenth of the budget', () => {
    const store = new PageStore({ maxBytes: 16 * 2048 });
    expect(store.set('/big', page(store, 'x'.repeat(2048)), store.generation)).toBe(false);
    expect(store.set('/small', page(store, 'x'.repeat(512)), store.generation)).toBe(true);
  });

  it('shares a render in progress within a generation only', async () => {
    const store = new PageStore({ maxBytes: 1 << 20 });
    let finish: (entry: PageEntry | null) => void = () => {};
    const rendering = new Promise<PageEntry | null>((resolve) => (finish = resolve));
    store.startRendering('/a', store.generation, rendering);
    expect(store.renderingOf('/a')).toBe(rendering);
    store.clear();
    expect(store.renderingOf('/a')).toBeUndefined();
    finish(null);
    await rendering;
    store.startRendering('/b', store.generation, Promise.resolve(null));
    await Promise.resolve();
    await Promise.resolve();
    expect(store.renderingOf('/b')).toBeUndefined();
  });

  it('remembers addresses that are never shareable for a minute', () => {
    const time = clock();
    const store = new PageStore({ maxBytes: 1 << 20, now: time.now });
    store.markNeverShared('/sign-in');
    time.advance(59_999);
    expect(store.isNeverShared('/sign-in')).toBe(true);
    expect(store.isNeverShared('/')).toBe(false);
    time.advance(1);
    expect(store.isNeverShared('/sign-in')).toBe(false);
  });
});
