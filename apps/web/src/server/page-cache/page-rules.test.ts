import { describe, expect, it } from 'vitest';
import { chooseCoding, matchesEntityTag, pageKey, shareability } from './page-rules';

/** What Next.js sends with a cached (ISR) page, as measured on the built site. */
const NEXT_PAGE = {
  'cache-control': 's-maxage=30, stale-while-revalidate=270',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  etag: '"5r6t7jrbte1h44"',
};

describe('which requests the page cache may answer', () => {
  it('keys GET and HEAD requests by path and query', () => {
    expect(pageKey('GET', '/news/a-story', {})).toBe('/news/a-story');
    expect(pageKey('HEAD', '/category/world?page=2', { 'accept-encoding': 'gzip' })).toBe('/category/world?page=2');
    expect(pageKey('POST', '/news/a-story', {})).toBeNull();
  });

  it("leaves Next.js's router and server requests to Next.js: they get another payload for the same address", () => {
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'next-action', 'x-prerender-revalidate', 'x-middleware-subrequest']) {
      expect(pageKey('GET', '/news/a-story', { [header]: '1' }), header).toBeNull();
    }
    expect(pageKey('GET', '/news/a-story?_rsc=1x2y', {})).toBeNull();
    expect(pageKey('GET', '/news/a-story?a=1&_rsc', {})).toBeNull();
    expect(pageKey('GET', '/news/a-story?_rscx=1', {})).toBe('/news/a-story?_rscx=1');
  });

  it('never answers signed-in calls, byte ranges or draft mode from memory; ordinary cookies change nothing', () => {
    expect(pageKey('GET', '/', { authorization: 'Bearer x' })).toBeNull();
    expect(pageKey('GET', '/', { range: 'bytes=0-10' })).toBeNull();
    expect(pageKey('GET', '/', { cookie: 'a=1; __prerender_bypass=xyz' })).toBeNull();
    expect(pageKey('GET', '/', { cookie: 'theme=dark; _ga=1' })).toBe('/');
  });
});

describe('which responses the page cache keeps', () => {
  it("keeps a page Next.js marks shareable, for its s-maxage and at most a minute", () => {
    expect(shareability({ status: 200, headers: NEXT_PAGE })).toEqual({ kind: 'keep', keepMs: 30_000, sharedMaxAgeMs: 30_000, fromNextCache: true });
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'cache-control': 'public, s-maxage=600' } })).toMatchObject({ kind: 'keep', keepMs: 60_000 });
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'x-nextjs-cache': 'MISS' } })).toMatchObject({ fromNextCache: false });
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'x-nextjs-cache': undefined } })).toMatchObject({ fromNextCache: true });
  });

  it('keeps a 404 page when it is marked shareable', () => {
    expect(shareability({ status: 404, headers: NEXT_PAGE })).toMatchObject({ kind: 'keep' });
  });

  it('never keeps per-reader pages (account screens, search), redirects, pages that set cookies or vary on more', () => {
    const never = { kind: 'never' };
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } })).toEqual(never);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'cache-control': 'public, s-maxage=30, no-store' } })).toEqual(never);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'cache-control': undefined } })).toEqual(never);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'cache-control': 'max-age=60' } })).toEqual(never);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'cache-control': 's-maxage=0' } })).toEqual(never);
    expect(shareability({ status: 308, headers: { ...NEXT_PAGE, location: '/' } })).toEqual(never);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'set-cookie': ['a=1'] } })).toEqual(never);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, vary: 'Accept-Encoding, Cookie' } })).toEqual(never);
  });

  it("skips errors, a stale copy Next.js is renewing and encodings it cannot read, without giving up on the address", () => {
    const skip = { kind: 'skip' };
    expect(shareability({ status: 500, headers: NEXT_PAGE })).toEqual(skip);
    expect(shareability({ status: 503, headers: { 'cache-control': 'no-store' } })).toEqual(skip);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'x-nextjs-cache': 'STALE' } })).toEqual(skip);
    expect(shareability({ status: 200, headers: { ...NEXT_PAGE, 'content-encoding': 'br' } })).toEqual(skip);
  });
});

describe('the encoding of an answer', () => {
  const all = { br: true, gzip: true };
  it('prefers brotli, then gzip, else the plain body', () => {
    expect(chooseCoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(chooseCoding('gzip', all)).toBe('gzip');
    expect(chooseCoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
    expect(chooseCoding(undefined, all)).toBe('identity');
    expect(chooseCoding('identity', all)).toBe('identity');
    expect(chooseCoding('gzip', { br: true, gzip: false })).toBe('identity');
  });

  it('honours quality values and the wildcard', () => {
    expect(chooseCoding('br;q=0, gzip;q=0.8', all)).toBe('gzip');
    expect(chooseCoding('gzip;q=0', all)).toBe('identity');
    expect(chooseCoding('*', all)).toBe('br');
    expect(chooseCoding('*;q=0, gzip', all)).toBe('gzip');
    expect(chooseCoding('x-gzip', all)).toBe('gzip');
  });
});

describe('conditional requests', () => {
  it('match the entity tag in a list, weakly, or any with *', () => {
    expect(matchesEntityTag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEntityTag('W/"b"', '"b"')).toBe(true);
    expect(matchesEntityTag('*', '"b"')).toBe(true);
    expect(matchesEntityTag('"c"', '"b"')).toBe(false);
    expect(matchesEntityTag(undefined, '"b"')).toBe(false);
    expect(matchesEntityTag('"b"', undefined)).toBe(false);
  });
});
