import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { resolveSession, type Caller } from '../auth/sessions';
import type { Deps } from './deps';
import type { AnyEndpoint } from './endpoint';
import { ApiError, unauthorized } from './errors';
import type { CachedResponse } from './read-cache';
import { cacheKey, readRequest, type RawRequest } from './request';
import { runEndpoint } from './run-endpoint';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const utf8 = new TextEncoder();

/** Answers a failure in the envelope with a truthful status. */
export function failure(c: Context, status: number, message: string): Response {
  return c.body(JSON.stringify({ error: 'true', message, data: [] }), status as 400, JSON_TYPE);
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

/**
 * The caller's address. Behind `hops` trusted proxies, each appended the address it saw to
 * `X-Forwarded-For`, so the client is the entry `hops` from the right; whatever stands further
 * left was written by the client and proves nothing. Without trusted proxies, the socket's peer.
 */
export function addressOf(c: Context, hops: number): string {
  const peer = c.env?.incoming?.socket?.remoteAddress || 'local';
  if (hops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded[forwarded.length - hops] ?? forwarded[0] ?? peer;
}

function visitorOf(c: Context, address: string): string {
  const agent = c.req.header('user-agent') ?? '';
  return createHash('sha256').update(`${address}|${agent}`).digest('hex').slice(0, 32);
}

async function authenticate(c: Context, endpoint: AnyEndpoint, deps: Deps): Promise<Caller | null> {
  if (endpoint.auth === 'none') return null;
  const token = bearerToken(c);
  if (token === null) {
    if (endpoint.auth === 'required') throw unauthorized('Authorization token is missing');
    return null;
  }
  const caller = token ? await resolveSession(deps, token) : null;
  // A stale token on a public read is treated as no token, so a reader can still read.
  if (!caller && endpoint.auth === 'required') throw unauthorized('Authorization token is invalid or expired');
  return caller;
}

async function run(c: Context, endpoint: AnyEndpoint, deps: Deps): Promise<Response> {
  const { fields, files } = await readRequest(c);
  if (String(fields.access_key ?? '') !== deps.config.accessKey) throw unauthorized('Invalid access key');

  const anonymous = !c.req.header('authorization');
  const key = endpoint.cacheable && anonymous ? cacheKey(endpoint.name, fields) : null;
  if (key) {
    const cached = await deps.cache.getOrCompute(key, async () => ({ status: 200, body: utf8.encode(await answer(c, endpoint, deps, fields, files)) }));
    return sendCached(c, cached);
  }
  return c.body(await answer(c, endpoint, deps, fields, files), 200, JSON_TYPE);
}

/** Bodies smaller than this go uncompressed: gzip would save less than it costs. */
const GZIP_FROM_BYTES = 1024;

/**
 * A cached answer, gzipped for clients that accept it (every browser and mobile HTTP stack
 * does): the featured sections of a home page shrink from about 130 kB to about 20 kB. The
 * compressed copy is made once and kept with the entry.
 */
function sendCached(c: Context, cached: CachedResponse): Response {
  const accepts = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  if (!accepts || typeof cached.body === 'string' || cached.body.byteLength < GZIP_FROM_BYTES) {
    return c.body(cached.body, cached.status as 200, { ...JSON_TYPE, vary: 'accept-encoding' });
  }
  cached.gzipped ??= new Uint8Array(gzipSync(cached.body));
  return c.body(cached.gzipped, cached.status as 200, { ...JSON_TYPE, vary: 'accept-encoding', 'content-encoding': 'gzip' });
}

/** Authenticates and runs the endpoint; the envelope as JSON text. */
async function answer(c: Context, endpoint: AnyEndpoint, deps: Deps, fields: Record<string, unknown>, files: RawRequest['files']): Promise<string> {
  // Let the event loop read waiting requests before this one queues for the database. The
  // embedded database answers in microtasks, so without this a busy process kept serving the
  // requests already inside it while new ones waited: 50 writers saw p99 of 3.6 s against 0.5 s.
  await new Promise((resolve) => setImmediate(resolve));
  const user = await authenticate(c, endpoint, deps);
  const address = addressOf(c, deps.config.trustProxyHops);
  return runEndpoint(deps, endpoint, { fields, files, user, visitor: visitorOf(c, address), address, bearerToken: user ? bearerToken(c) : null });
}

/** Serves each endpoint at `/api/<name>` (and its aliases) for GET and POST (POST only for `postOnly`). */
export function mountEndpoints(app: Hono, endpoints: AnyEndpoint[], deps: Deps): void {
  for (const endpoint of endpoints) {
    const handler = async (c: Context) => {
      try {
        return await run(c, endpoint, deps);
      } catch (error) {
        if (error instanceof ApiError) return failure(c, error.status, error.message);
        console.error(`[api] ${endpoint.name} failed`, error);
        return failure(c, 500, 'Something went wrong on our side, please try again');
      }
    };
    const refuseGet = async (c: Context) => failure(c, 405, `${endpoint.name} carries secrets: send it with POST`);
    for (const name of [endpoint.name, ...(endpoint.aliases ?? [])]) {
      app.post(`/api/${name}`, handler);
      app.get(`/api/${name}`, endpoint.postOnly ? refuseGet : handler);
    }
  }
}
