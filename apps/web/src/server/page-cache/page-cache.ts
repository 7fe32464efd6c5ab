import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { captureResponse, type CapturedPage } from './page-capture';
import { chooseCoding, headerText, matchesEntityTag, pageKey, shareability, type ContentCoding, type Shareability } from './page-rules';
import { PageStore, type PageEntry } from './page-store';

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Bodies smaller than this are kept and sent plain: compressing them saves nothing. */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli at a middle level: far smaller than gzip for HTML, a few milliseconds per page, once. */
const BROTLI_QUALITY = 5;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of one transfer, written afresh for every answer; never kept. */
const TRANSFER_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'age', 'x-nextjs-cache', 'x-page-cache']);

/**
 * Whole pages answered from memory in front of Next.js (docs/seo-and-performance.md, "Page
 * cache"). Next.js decides what is shareable (its `Cache-Control: s-maxage`); this cache keeps
 * those pages for at most their `s-maxage` (and a minute), and answers them without entering
 * Next.js, whose own request handling costs about a millisecond of the single thread per request.
 * A page is kept as Next.js compressed it; its brotli (and plain) copy is made when a reader first
 * asks for it, so a page read only once costs no second compression. clear() is called after
 * every write readers could see. Each answer says `X-Page-Cache: HIT`, `MISS` (Next.js answered)
 * or `BYPASS`.
 */
export class PageCache {
  readonly store: PageStore;

  constructor(options: { maxBytes: number; now?: () => number }) {
    this.store = new PageStore(options);
  }

  clear(): void {
    this.store.clear();
  }

  /** Answers from memory, or hands the request to Next.js (`render`) and keeps what it sends. */
  async serve(request: IncomingMessage, response: ServerResponse, render: PageHandler): Promise<void> {
    const key = pageKey(request.method, request.url, request.headers);
    if (key === null || this.store.isNeverShared(key)) return pass(request, response, render, 'BYPASS');
    const hit = this.store.get(key);
    if (hit) return this.sendPage(key, request, response, hit);
    // A HEAD answer has no body to keep.
    if (request.method !== 'GET') return pass(request, response, render, 'MISS');
    const running = this.store.renderingOf(key);
    if (running) {
      const page = await running;
      return page ? this.sendPage(key, request, response, page) : pass(request, response, render, 'MISS');
    }
    return this.renderAndKeep(key, request, response, render);
  }

  /**
   * The first request for a page goes to Next.js, which streams it to that reader while it is
   * copied; readers asking for it meanwhile wait for the copy (or, as soon as its headers say it
   * cannot be shared, go to Next.js themselves).
   */
  private async renderAndKeep(key: string, request: IncomingMessage, response: ServerResponse, render: PageHandler): Promise<void> {
    const generation = this.store.generation;
    let rule = { kind: 'skip' } as Shareability;
    const captured = captureResponse(response, (head) => {
      rule = shareability(head);
      if (rule.kind === 'never') this.store.markNeverShared(key);
      return rule.kind === 'keep';
    });
    const entry = captured.then((page) => (page && rule.kind === 'keep' ? this.keep(key, page, rule, generation) : null)).catch(() => null);
    this.store.startRendering(key, generation, entry);
    askForStorableAnswer(request);
    await pass(request, response, render, 'MISS');
  }

  private keep(key: string, page: CapturedPage, rule: Extract<Shareability, { kind: 'keep' }>, generation: number): PageEntry {
    const storedAt = this.store.now();
    const gzipped = headerText(page.headers['content-encoding']).toLowerCase() === 'gzip';
    const entry: PageEntry = {
      status: page.status,
      headers: keptHeaders(page.headers),
      etag: headerText(page.headers.etag) || undefined,
      bodies: gzipped ? { gzip: page.body } : { identity: page.body },
      // Next.js compresses only pages worth it; a plain one is measured.
      compressible: gzipped || page.body.length >= COMPRESS_FROM_BYTES,
      storedAt,
      expiresAt: this.store.expiryFor(rule, storedAt),
    };
    this.store.set(key, entry, generation);
    return entry;
  }

  /** A kept page in the encoding the reader prefers, or 304 when they hold this version. */
  private async sendPage(key: string, request: IncomingMessage, response: ServerResponse, page: PageEntry): Promise<void> {
    const age = String(Math.max(0, Math.floor((this.store.now() - page.storedAt) / 1000)));
    if (page.status === 200 && matchesEntityTag(request.headers['if-none-match'], page.etag)) {
      const headers: OutgoingHttpHeaders = { age, 'x-page-cache': 'HIT' };
      for (const name of ['etag', 'vary', 'cache-control']) if (page.headers[name] !== undefined) headers[name] = page.headers[name];
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const coding = chooseCoding(request.headers['accept-encoding'], { br: page.compressible, gzip: page.compressible });
    const body = await this.bodyIn(key, page, coding);
    const headers: OutgoingHttpHeaders = { ...page.headers, age, 'x-page-cache': 'HIT', 'content-length': body.length };
    if (coding !== 'identity') headers['content-encoding'] = coding;
    response.writeHead(page.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** Copies being made, so that readers asking for the same one at once share the work. */
  private making = new WeakMap<PageEntry, Map<ContentCoding, Promise<Buffer>>>();

  /** The page's body in `coding`: kept, or made from the kept copy once and kept beside it. */
  private bodyIn(key: string, page: PageEntry, coding: ContentCoding): Promise<Buffer> | Buffer {
    const kept = page.bodies[coding];
    if (kept) return kept;
    let making = this.making.get(page);
    if (!making) this.making.set(page, (making = new Map()));
    let body = making.get(coding);
    if (!body) {
      body = encodeBody(page, coding).then((made) => {
        this.store.addBody(key, page, coding, made);
        return made;
      });
      body.finally(() => making.delete(coding)).catch(() => {});
      making.set(coding, body);
    }
    return body;
  }
}

/** A page's body in `coding`, made from its plain or gzipped copy. */
async function encodeBody(page: PageEntry, coding: ContentCoding): Promise<Buffer> {
  const identity = page.bodies.identity ?? (await gunzipAsync(page.bodies.gzip!));
  if (coding === 'identity') return identity;
  if (coding === 'gzip') return gzipAsync(identity);
  return brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } });
}

async function pass(request: IncomingMessage, response: ServerResponse, render: PageHandler, label: 'MISS' | 'BYPASS'): Promise<void> {
  response.setHeader('x-page-cache', label);
  await render(request, response);
}

/**
 * The copied answer must be a whole page in an encoding the cache reads: gzip when the reader
 * accepts it (Next.js compresses it for them anyway), else plain; never a 304.
 */
function askForStorableAnswer(request: IncomingMessage): void {
  const accepted = chooseCoding(request.headers['accept-encoding'], { br: false, gzip: true });
  request.headers['accept-encoding'] = accepted === 'gzip' ? 'gzip' : 'identity';
  delete request.headers['if-none-match'];
  delete request.headers['if-modified-since'];
}

function keptHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !TRANSFER_HEADERS.has(name)) kept[name] = value;
  const vary = headerText(kept.vary);
  if (!/\baccept-encoding\b/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return kept;
}
