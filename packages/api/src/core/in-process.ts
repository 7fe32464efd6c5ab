import type { Envelope } from '@newsroom/contract/envelope';
import type { CallRuntime } from './call-runtime';
import type { Caller } from './caller';
import type { AnyEndpoint } from './endpoint';
import { ApiError, unauthorized } from './errors';
import { bodyText } from './read-cache';
import { cacheKey, messageKey } from './request';
import { checkFields } from './request-limits';
import { parseParams, runEndpoint } from './run-endpoint';

const utf8 = new TextEncoder();

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
  /** Identifies an anonymous visitor for view counting (the HTTP pipeline hashes the address and the day). */
  visitor?: string;
}

export type InProcessCall = <Data = unknown>(runtime: CallRuntime, name: string, params?: InProcessParams, options?: InProcessOptions) => Promise<Envelope<Data>>;

/**
 * The in-process caller of these endpoints. The list is handed in by the composition root
 * (packages/api/src/in-process.ts), so core does not import the endpoints it runs.
 */
export function inProcessCaller(endpoints: AnyEndpoint[]): InProcessCall {
  const byName = new Map<string, AnyEndpoint>();
  for (const endpoint of endpoints) {
    for (const name of [endpoint.name, ...(endpoint.aliases ?? [])]) byName.set(name, endpoint);
  }
  return (runtime, name, params = {}, options = {}) => {
    const endpoint = byName.get(name);
    return endpoint ? callEndpoint(runtime, endpoint, params, options) : Promise.resolve(failureEnvelope('Unknown endpoint'));
  };
}

async function callEndpoint<Data>(runtime: CallRuntime, endpoint: AnyEndpoint, params: InProcessParams, options: InProcessOptions): Promise<Envelope<Data>> {
  // Parameters as a query string carries them, so cache keys match the HTTP ones.
  const fields = asQueryFields(params);
  const user = options.user ?? null;
  let language: string | null = null;
  try {
    language = await runtime.messages.languageOf(fields);
    if (endpoint.auth === 'required' && !user) throw unauthorized('Authorization token is missing');
    const caller = endpoint.auth === 'none' ? null : user;
    // Pages pass parameters from their address (a search text, a slug): the same bounds as HTTP.
    checkFields(fields);
    const parsed = parseParams(endpoint, fields, caller);
    const call = { fields, files: {}, params: parsed, language, user: caller, visitor: options.visitor ?? 'server' };
    // Keyed like the HTTP pipeline's (parsed parameters, the message's language), so both share entries.
    const key = endpoint.cacheable && !user ? messageKey(cacheKey(endpoint.name, parsed as Record<string, unknown>), language) : null;
    if (!key) return JSON.parse(await runEndpoint(runtime, endpoint, call)) as Envelope<Data>;
    // Shares the read cache, and its coalescing of concurrent misses, with the HTTP pipeline.
    const cached = await runtime.cache.getOrCompute(key, async () => ({ status: 200, body: utf8.encode(await runEndpoint(runtime, endpoint, call)) }));
    return JSON.parse(bodyText(cached)) as Envelope<Data>;
  } catch (error) {
    if (error instanceof ApiError) return failureEnvelope(runtime.messages.translate(error.message, language));
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
