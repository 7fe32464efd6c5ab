import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * What the page cache may keep and for whom (docs/seo-and-performance.md, "Page cache"). The
 * cache sits in front of Next.js, so it follows what Next.js says about each response instead of
 * knowing the routes: a page Next.js marks shareable (`s-maxage`) is the same for every reader.
 */

/** No page is kept longer, whatever its `s-maxage`: pages follow a change within a minute. */
export const LONGEST_KEEP_MS = 60_000;

/** How long a render of Next.js's that started before a write may still be running (next-page-expiry.ts). */
export const LONGEST_RENDER_MS = 15_000;

/**
 * Request headers that change what Next.js answers for the same address: React Server
 * Components payloads for client navigation and prefetch (`RSC`, `Next-Router-*`, `Next-Url`),
 * server actions, on-demand revalidation, middleware subrequests. Such requests go to Next.js.
 */
const NEXT_REQUEST_HEADER = /^(rsc$|next-|x-prerender-|x-middleware-|x-nextjs-)/;

/** Next.js's draft-mode cookies render a page afresh; no other cookie changes a page. */
const DRAFT_MODE_COOKIE = /(^|;\s*)(__prerender_bypass|__next_preview_data)=/;

/**
 * The headers Next.js names in `Vary` for its pages: requests carrying any of them never use the
 * cache (see NEXT_REQUEST_HEADER), and the encoding is chosen per request.
 */
const HANDLED_VARY = new Set(['accept-encoding', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']);

/**
 * The cache key of a request that may be answered from the cache (path and query as sent), or
 * null for a request that must reach Next.js: not GET/HEAD, signed in, a byte range, a Next.js
 * router or server request, draft mode.
 */
export function pageKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  if (headers.authorization !== undefined || headers.range !== undefined) return null;
  for (const name in headers) if (NEXT_REQUEST_HEADER.test(name)) return null;
  const cookie = headers.cookie;
  if (cookie !== undefined && DRAFT_MODE_COOKIE.test(cookie)) return null;
  const query = url.indexOf('?');
  if (query >= 0 && /[?&]_rsc(=|&|$)/.test(url.slice(query))) return null;
  return url;
}

/** The parts of a response the rules read, header names in lower case. */
export interface ResponseHead {
  status: number;
  headers: OutgoingHttpHeaders;
}

export type Shareability =
  | {
      kind: 'keep';
      /** How long the cache may answer with it: its `s-maxage`, at most a minute. */
      keepMs: number;
      /** Its `s-maxage`: how long Next.js itself calls its copy fresh. */
      sharedMaxAgeMs: number;
      /** Next.js answered from its own cache (or did not say): the copy may be up to `s-maxage` old. */
      fromNextCache: boolean;
    }
  /** Never shareable at this address (per reader, no `s-maxage`, a redirect): not tried again for a while. */
  | { kind: 'never' }
  /** Not kept this time (an error, a stale copy Next.js is renewing, an encoding it cannot read). */
  | { kind: 'skip' };

/** Whether a response Next.js is sending may be kept, and for how long. */
export function shareability({ status, headers }: ResponseHead): Shareability {
  if (status >= 500) return { kind: 'skip' };
  const cacheControl = headerText(headers['cache-control']).toLowerCase();
  const sharedMaxAge = /(?:^|,)\s*s-maxage\s*=\s*"?(\d+)/.exec(cacheControl);
  if (!sharedMaxAge || /(?:^|,)\s*(private|no-store|no-cache)\b/.test(cacheControl)) return { kind: 'never' };
  if (status !== 200 && status !== 404) return { kind: 'never' };
  if (headers['set-cookie'] !== undefined) return { kind: 'never' };
  const vary = headerText(headers.vary).toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
  if (vary.some((name) => !HANDLED_VARY.has(name))) return { kind: 'never' };
  const sharedMaxAgeMs = Number(sharedMaxAge[1]) * 1000;
  if (sharedMaxAgeMs <= 0) return { kind: 'never' };
  const nextCache = headerText(headers['x-nextjs-cache']).toUpperCase();
  // A stale copy is being renewed by Next.js: the next request gets the new one.
  if (nextCache === 'STALE') return { kind: 'skip' };
  const encoding = headerText(headers['content-encoding']).toLowerCase();
  if (encoding !== '' && encoding !== 'identity' && encoding !== 'gzip') return { kind: 'skip' };
  return { kind: 'keep', keepMs: Math.min(sharedMaxAgeMs, LONGEST_KEEP_MS), sharedMaxAgeMs, fromNextCache: nextCache !== 'MISS' && nextCache !== 'REVALIDATED' };
}

/** A header's value as one string (repeated headers joined as HTTP would). */
export function headerText(value: OutgoingHttpHeaders[string]): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with, from `Accept-Encoding` and the copies at hand: the smallest the
 * client accepts (brotli, then gzip), else the plain body.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const quality = codingQualities(acceptEncoding);
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && (accepts('gzip') || (quality.get('x-gzip') ?? 0) > 0)) return 'gzip';
  return 'identity';
}

/** Parsed `Accept-Encoding` values, remembered: clients send a handful of distinct ones. */
const parsedAcceptEncoding = new Map<string, Map<string, number>>();

function codingQualities(acceptEncoding: string): Map<string, number> {
  let quality = parsedAcceptEncoding.get(acceptEncoding);
  if (quality) return quality;
  quality = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    const coding = name.trim().toLowerCase();
    if (coding) quality.set(coding, q === undefined ? 1 : Number(q) || 0);
  }
  if (parsedAcceptEncoding.size >= 64) parsedAcceptEncoding.clear();
  parsedAcceptEncoding.set(acceptEncoding, quality);
  return quality;
}

/** Whether `If-None-Match` names the page's entity tag (weak comparison, as for GET). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => bare(tag) === wanted);
}
