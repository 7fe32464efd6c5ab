import type { Envelope } from '@newsroom/contract/envelope';
import type { z } from 'zod';
import type { Caller } from '../auth/sessions';
import { allEndpoints } from '../endpoints';
import type { Deps } from './deps';
import type { AnyEndpoint } from './endpoint';
import type { Reply } from './envelope';
import { ApiError, forbidden, tooManyRequests, unauthorized } from './errors';
import { bodyText } from './read-cache';
import { cacheKey } from './request';

/**
 * Runs an endpoint of the contract inside the process, for the reader site's server components:
 * the same parameter parsing, handler, read cache and envelope as `/api/<name>` over HTTP
 * (core/pipeline.ts), without the HTTP hop and without the access key (the caller is the server).
 *
 * The envelope is built as JSON text and parsed back, so the object equals what a browser gets
 * from the HTTP endpoint byte for byte, and anonymous reads share the read cache with HTTP calls.
 * An expected failure (bad parameters, unknown id, missing token) answers the failure envelope;
 * an unexpected error is thrown, so a page regenerating in the background keeps its last good copy
 * instead of caching an error.
 */

export type InProcessParams = Record<string, string | number | boolean | null | undefined>;

export interface InProcessOptions {
  /** The signed-in reader acting in the call; absent for anonymous reads. */
  user?: Caller | null;
  /** Identifies an anonymous visitor for view counting (the HTTP pipeline hashes address and agent). */
  visitor?: string;
}

const byName = new Map<string, AnyEndpoint>();
for (const endpoint of allEndpoints) {
  for (const name of [endpoint.name, ...(endpoint.aliases ?? [])]) byName.set(name, endpoint);
}

export async function callInProcess<Data = unknown>(
  deps: Deps,
  name: string,
  params: InProcessParams = {},
  options: InProcessOptions = {},
): Promise<Envelope<Data>> {
  const endpoint = byName.get(name);
  if (!endpoint) return failureEnvelope('Unknown endpoint');
  // Parameters as a query string carries them, so cache keys match the HTTP ones.
  const fields = asQueryFields(params);
  const user = options.user ?? null;
  const key = endpoint.cacheable && !user ? cacheKey(endpoint.name, fields) : null;
  if (key) {
    const hit = deps.cache.get(key);
    if (hit) return JSON.parse(bodyText(hit)) as Envelope<Data>;
  }
  try {
    if (endpoint.auth === 'required' && !user) throw unauthorized('Authorization token is missing');
    checkUserId(fields, user);
    const parsed = endpoint.params.safeParse(fields);
    if (!parsed.success) throw new ApiError(400, describeIssue(parsed.error, fields));
    if (endpoint.rateLimited && user && !deps.limiter.take('post', String(user.id), deps.config.postRatePerMinute, 60_000)) {
      throw tooManyRequests('You are posting too fast, please wait a minute and try again');
    }
    const reply = await endpoint.handle({
      params: parsed.data,
      user: endpoint.auth === 'none' ? null : user,
      files: {},
      deps,
      visitor: options.visitor ?? 'server',
    });
    if (endpoint.invalidates) deps.cache.clear();
    const body = envelopeText(reply);
    // Kept encoded, as the HTTP pipeline keeps it, so either side can answer the other's hits.
    if (key) deps.cache.set(key, { status: 200, body: new TextEncoder().encode(body) });
    return JSON.parse(body) as Envelope<Data>;
  } catch (error) {
    if (error instanceof ApiError) return failureEnvelope(error.message);
    throw error;
  }
}

function asQueryFields(params: InProcessParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) fields[name] = String(value);
  }
  return fields;
}

function failureEnvelope<Data>(message: string): Envelope<Data> {
  return { error: 'true', message, data: [] as Data };
}

// The three helpers below mirror core/pipeline.ts; in-process.test.ts compares both paths.

function envelopeText(reply: Reply): string {
  const body: Record<string, unknown> = { error: reply.empty ? 'true' : 'false', message: reply.message, data: reply.data };
  if (reply.total !== undefined) body.total = reply.total;
  return JSON.stringify(reply.extra ? { ...body, ...reply.extra } : body);
}

function describeIssue(error: z.ZodError, fields: Record<string, unknown>): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameters';
  const field = issue.path.join('.') || 'parameters';
  const top = String(issue.path[0] ?? '');
  if (top && (fields[top] === undefined || fields[top] === '')) return `${field} is required`;
  if (issue.code === 'invalid_type' || issue.code === 'invalid_union') return `${field} has the wrong type`;
  return `${field} ${issue.message}`;
}

function checkUserId(fields: Record<string, unknown>, caller: Caller | null): void {
  const given = fields.user_id;
  if (given === undefined || given === '' || !caller) return;
  if (String(given).trim() !== String(caller.id)) throw forbidden('user_id does not match the signed-in user');
}
