import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_KEY, createTestApi, insertStory, type TestApi } from '@newsroom/api/testing';
import { mountPages } from '../pages-handler';
import { PageCache } from './page-cache';

// The compression middleware Next.js puts in front of its pages: the cache copies what it writes.
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

/** Headers Next.js sends with a cached (ISR) page. */
const SHARED = {
  'cache-control': 's-maxage=30, stale-while-revalidate=270',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'x-nextjs-cache': 'MISS',
  'content-type': 'text/html; charset=utf-8',
};
const PER_READER = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'content-type': 'text/html; charset=utf-8' };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

let api: TestApi;
let server: ServerType;
let origin: string;
let storyId: number;
let cache: PageCache;
/** Requests that reached the stand-in for Next.js, by path. */
const rendered: string[] = [];
/** Holds renders of /slow until released, to make concurrent misses. */
let releaseSlow: () => void = () => {};
let slowGate = Promise.resolve();
/** Requests for /slow that reached the site. */
let slowArrivals = 0;

/**
 * A stand-in for Next.js: compresses like it, streams a page in two chunks, marks pages shared or
 * per reader like it. The story page shows the story's comment count read through the API, as a
 * server component would.
 */
async function fakeNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  compression()(request, response, () => {});
  const path = request.url ?? '/';
  rendered.push(path);
  if (path === '/boom') {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('failed');
    return;
  }
  if (path === '/slow') await slowGate;
  let content = `<p>page ${path}</p>`;
  if (path === '/story') {
    const answer = await api.app.request(`/api/get_comment_by_news?access_key=${ACCESS_KEY}&news_id=${storyId}`);
    const { total } = (await answer.json()) as { total?: number };
    content = `<p>${total ?? 0} comments</p>`;
  }
  for (const [name, value] of Object.entries(path === '/sign-in' ? PER_READER : { ...SHARED, etag: `"${path.length}"` })) response.setHeader(name, value);
  response.write(`<!doctype html><html><body>${content}`);
  // Long enough to be compressed, as real pages are.
  response.end(`${'<!-- padding -->'.repeat(100)}</body></html>`);
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = raw.length === 0 ? raw : encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

const rendersOf = (path: string) => rendered.filter((one) => one === path).length;

beforeAll(async () => {
  api = await createTestApi();
  storyId = (await insertStory(api)).id;
  cache = new PageCache({ maxBytes: 4 * 1024 * 1024 });
  // The entry's wiring (main.ts): the API, the clear hook, then the pages behind the cache.
  const app = new Hono();
  app.route('/', api.app);
  api.deps.cache.onClear(() => cache.clear());
  app.use('/slow', async (_, next) => {
    slowArrivals += 1;
    await next();
  });
  mountPages(app, Promise.resolve(fakeNext), cache);
  server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(running));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
});

beforeEach(() => cache.clear());

describe('the page cache in front of Next.js', () => {
  it('renders a shareable page once, then answers it from memory in the encoding each reader accepts', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' });
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.text).toContain('<p>page /</p>');
    const renders = rendersOf('/');

    const gzipped = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['x-page-cache']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-length']).toBe(String(gzipped.raw.length));
    expect(gzipped.headers['cache-control']).toBe('s-maxage=30, stale-while-revalidate=270');
    expect(gzipped.headers.vary).toMatch(/rsc, .*Accept-Encoding/);
    expect(gzipped.headers['x-nextjs-cache']).toBeUndefined();
    expect(gzipped.text).toBe(first.text);

    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.raw.length).toBeLessThan(gzipped.raw.length);
    expect(brotli.text).toBe(first.text);

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);

    const head = await get('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.raw.length).toBe(0);

    const revalidated = await get('/', { 'if-none-match': '"1"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);

    expect(rendersOf('/')).toBe(renders);
  });

  it('keeps a page once, as Next.js compressed it, and makes its brotli copy when a reader first asks', async () => {
    await get('/', { 'accept-encoding': 'gzip' });
    const entry = cache.store.get('/')!;
    expect(Object.keys(entry.bodies)).toEqual(['gzip']);
    const keptBytes = cache.store.usedBytes;

    const [one, two] = await Promise.all([get('/', { 'accept-encoding': 'br' }), get('/', { 'accept-encoding': 'br' })]);
    expect([one.headers['content-encoding'], two.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(one.raw.equals(two.raw)).toBe(true);
    expect(Object.keys(entry.bodies).sort()).toEqual(['br', 'gzip']);
    expect(cache.store.usedBytes).toBe(keptBytes + entry.bodies.br!.length);
    expect((await get('/', { 'accept-encoding': 'br' })).raw.equals(one.raw)).toBe(true);
  });

  it('refreshes a cached page after a write through the API', async () => {
    expect((await get('/story')).text).toContain('<p>0 comments</p>');
    expect((await get('/story')).headers['x-page-cache']).toBe('HIT');

    const reader = await api.signedInUser();
    const posted = await fetch(`${origin}/api/set_comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}` },
      body: new URLSearchParams({ access_key: ACCESS_KEY, news_id: String(storyId), message: 'A first comment' }),
    });
    expect(posted.status).toBe(200);

    const after = await get('/story');
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.text).toContain('<p>1 comments</p>');
    expect((await get('/story')).headers['x-page-cache']).toBe('HIT');
  });

  it('shares one render between concurrent readers of a page not yet cached', async () => {
    slowGate = new Promise((resolve) => (releaseSlow = resolve));
    const readers = Array.from({ length: 8 }, () => get('/slow', { 'accept-encoding': 'gzip' }));
    // Every reader has arrived while the first render is held.
    await expect.poll(() => slowArrivals).toBe(8);
    expect(rendersOf('/slow')).toBe(1);
    releaseSlow();
    const answers = await Promise.all(readers);
    expect(rendersOf('/slow')).toBe(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-page-cache'] === 'MISS')).toHaveLength(1);
  });

  it('never keeps per-reader pages or errors', async () => {
    for (const path of ['/sign-in', '/boom']) {
      const before = rendersOf(path);
      await get(path);
      const again = await get(path);
      expect(again.headers['x-page-cache'], path).not.toBe('HIT');
      expect(rendersOf(path), path).toBe(before + 2);
    }
    expect((await get('/sign-in')).headers['x-page-cache']).toBe('BYPASS');
  });

  it("leaves Next.js's router requests and signed-in requests to Next.js", async () => {
    await get('/page');
    const before = rendersOf('/page');
    expect((await get('/page', { rsc: '1' })).headers['x-page-cache']).toBe('BYPASS');
    expect((await get('/page', { 'next-router-prefetch': '1' })).headers['x-page-cache']).toBe('BYPASS');
    expect((await get('/page', { authorization: 'Bearer x' })).headers['x-page-cache']).toBe('BYPASS');
    expect(rendersOf('/page')).toBe(before + 3);
    expect((await get('/page')).headers['x-page-cache']).toBe('HIT');
  });
});
