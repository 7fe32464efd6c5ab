import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { CallRuntime } from './call-runtime';
import type { Caller } from './caller';
import { addressKey, addressOf, visitorOf } from './client-address';
import type { AnyEndpoint } from './endpoint';
import { ApiError, badRequest, unauthorized } from './errors';
import { describeForLog } from './log-error';
import type { CachedResponse } from './read-cache';
import { cacheKey, messageKey, readRequest, type RawRequest } from './request';
import { MAX_BODY_BYTES } from './request-limits';
import { parseParams, runEndpoint } from './run-endpoint';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const utf8 = new TextEncoder();

/** Answers a failure in the envelope with a truthful status. */
export function failure(c: Context, status: number, message: string): Response {
  return c.body(JSON.stringify({ error: 'true', message, data: [] }), status as 400, JSON_TYPE);
}

/**
 * A failure worded in the call's language, read from its parameters, or from its query string
 * when the body was not read (too large, unreadable).
 */
export async function localizedFailure(c: Context, runtime: CallRuntime, status: number, message: string, fields?: Record<string, unknown>): Promise<Response> {
  const language = await runtime.messages.languageOf(fields ?? c.req.query());
  return failure(c, status, runtime.messages.translate(message, language));
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

async function authenticate(c: Context, endpoint: AnyEndpoint, runtime: CallRuntime): Promise<Caller | null> {
  if (endpoint.auth === 'none') return null;
  const token = bearerToken(c);
  if (token === null) {
    if (endpoint.auth === 'required') throw unauthorized('Authorization token is missing');
    return null;
  }
  const caller = token ? await runtime.sessions.resolve(token) : null;
  // A stale token on a public read is treated as no token, so a reader can still read.
  if (!caller && endpoint.auth === 'required') throw unauthorized('Authorization token is invalid or expired');
  return caller;
}

/** What a call has read so far, so that its failure is worded in its language. */
interface CallState {
  fields?: Record<string, unknown>;
}

async function run(c: Context, endpoint: AnyEndpoint, runtime: CallRuntime, state: CallState): Promise<Response> {
  const { fields, files } = await readRequest(c);
  state.fields = fields;
  if (String(fields.access_key ?? '') !== runtime.config.accessKey) throw unauthorized('Invalid access key');
  if (endpoint.postOnly) refuseSecretsInUrl(c, endpoint);

  const anonymous = !c.req.header('authorization');
  if (endpoint.cacheable && anonymous) {
    // The key is made of the parsed, known parameters only: unknown ones cannot make new entries.
    const params = parseParams(endpoint, fields, null);
    const language = await runtime.messages.languageOf(fields);
    const key = messageKey(cacheKey(endpoint.name, params as Record<string, unknown>), language);
    const cached = await runtime.cache.getOrCompute(key, async () => ({ status: 200, body: utf8.encode(await answer(c, endpoint, runtime, fields, files, params, language)) }));
    return sendCached(c, key, cached, runtime);
  }
  return c.body(await answer(c, endpoint, runtime, fields, files), 200, JSON_TYPE);
}

/**
 * Secrets (passwords, codes, link tokens) travel in the body only: a URL lands in server and
 * proxy logs and in browser history, so a POST that carries any parameter but the access key in
 * its query string is refused rather than served.
 */
function refuseSecretsInUrl(c: Context, endpoint: AnyEndpoint): void {
  const inUrl = Object.keys(c.req.query()).filter((name) => name !== 'access_key');
  if (inUrl.length > 0) throw badRequest(`${endpoint.name} carries secrets: send ${inUrl[0]} in the request body, not in the URL`);
}

/** Bodies smaller than this go uncompressed: gzip would save less than it costs. */
const GZIP_FROM_BYTES = 1024;

/**
 * A cached answer, gzipped for clients that accept it (every browser and mobile HTTP stack
 * does): the featured sections of a home page shrink from about 130 kB to about 20 kB. The
 * compressed copy is made once and kept with the entry.
 */
function sendCached(c: Context, key: string, cached: CachedResponse, runtime: CallRuntime): Response {
  const accepts = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  if (!accepts || typeof cached.body === 'string' || cached.body.byteLength < GZIP_FROM_BYTES) {
    return c.body(cached.body, cached.status as 200, { ...JSON_TYPE, vary: 'accept-encoding' });
  }
  const gzipped = runtime.cache.gzipped(key, cached, (body) => new Uint8Array(gzipSync(body)));
  return c.body(gzipped, cached.status as 200, { ...JSON_TYPE, vary: 'accept-encoding', 'content-encoding': 'gzip' });
}

/** Authenticates and runs the endpoint; the envelope as JSON text. */
async function answer(c: Context, endpoint: AnyEndpoint, runtime: CallRuntime, fields: Record<string, unknown>, files: RawRequest['files'], params?: unknown, language?: string | null): Promise<string> {
  // Let the event loop read waiting requests before this one queues for the database. The
  // embedded database answers in microtasks, so without this a busy process kept serving the
  // requests already inside it while new ones waited: 50 writers saw p99 of 3.6 s against 0.5 s.
  await new Promise((resolve) => setImmediate(resolve));
  const user = await authenticate(c, endpoint, runtime);
  const address = addressKey(addressOf(c, runtime.config.trustProxyHops));
  return runEndpoint(runtime, endpoint, { fields, files, params, language, user, visitor: visitorOf(address), address, bearerToken: user ? bearerToken(c) : null });
}

/**
 * Serves each endpoint at `/api/<name>` (and its aliases) for GET and POST (POST only for
 * `postOnly`). A body is bounded before it is read: endpoints that take files get the app-wide
 * upload bound (app.ts), the others MAX_BODY_BYTES.
 */
export function mountEndpoints(app: Hono, endpoints: AnyEndpoint[], runtime: CallRuntime): void {
  const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => localizedFailure(c, runtime, 413, `The request is too large (at most ${MAX_BODY_BYTES / 1024 / 1024} MB without files)`) });
  for (const endpoint of endpoints) {
    const handler = async (c: Context) => {
      const state: CallState = {};
      try {
        return await run(c, endpoint, runtime, state);
      } catch (error) {
        if (error instanceof ApiError) return localizedFailure(c, runtime, error.status, error.message, state.fields);
        // Never the error itself: a database error carries the SQL and the reader's values.
        console.error(`[api] ${endpoint.name} failed: ${describeForLog(error)}`);
        return localizedFailure(c, runtime, 500, 'Something went wrong on our side, please try again', state.fields).catch(() =>
          failure(c, 500, 'Something went wrong on our side, please try again'),
        );
      }
    };
    const refuseGet = async (c: Context) => localizedFailure(c, runtime, 405, `${endpoint.name} carries secrets: send it with POST`);
    const takesFiles = (endpoint.files?.length ?? 0) > 0;
    for (const name of [endpoint.name, ...(endpoint.aliases ?? [])]) {
      if (takesFiles) app.post(`/api/${name}`, handler);
      else app.post(`/api/${name}`, smallBody, handler);
      app.get(`/api/${name}`, endpoint.postOnly ? refuseGet : handler);
    }
  }
}
