import type { z } from 'zod';
import type { CallRuntime, MessageTranslator } from './call-runtime';
import type { Caller } from './caller';
import type { AnyEndpoint } from './endpoint';
import type { Reply } from './envelope';
import { ApiError, forbidden, tooManyRequests } from './errors';
import type { RawRequest } from './request';

/** One call of an endpoint, once its caller is known. */
export interface EndpointCall {
  fields: Record<string, unknown>;
  files: RawRequest['files'];
  /** The signed-in reader, or null. */
  user: Caller | null;
  /** Identifies an anonymous visitor (view counting). */
  visitor: string;
  /** The network address (per-address rate limits); absent for in-process calls, which default to the visitor. */
  address?: string;
  /** The bearer token sent over HTTP, if any. */
  bearerToken?: string | null;
  /** The parameters as parseParams() answered them, when the caller parsed them already (cache keys). */
  params?: unknown;
  /** The language of the answer's message (a message catalog's code, null for English), when the caller resolved it already (cache keys). */
  language?: string | null;
}

/**
 * The endpoint's parameters, validated and parsed by its schema (unknown ones dropped), after the
 * `user_id` rule; a 400 that names the field otherwise.
 */
export function parseParams(endpoint: AnyEndpoint, fields: Record<string, unknown>, user: Caller | null): unknown {
  checkUserId(fields, user);
  // The input is reported so that a field the schema saw absent (sent empty, or `"null"` where that means unset) is "required".
  const parsed = endpoint.params.safeParse(fields, { reportInput: true });
  if (!parsed.success) throw new ApiError(400, describeIssue(parsed.error, fields));
  return parsed.data;
}

/**
 * The steps every call takes after authentication, over HTTP (core/pipeline.ts) and in process
 * (core/in-process.ts) alike: the `user_id` rule, parameter validation, the posting rate limit,
 * the handler and the cache invalidation of writes. Answers the envelope as JSON text; expected
 * failures are thrown as ApiError.
 */
export async function runEndpoint(runtime: CallRuntime, endpoint: AnyEndpoint, call: EndpointCall): Promise<string> {
  const { user } = call;
  const params = call.params ?? parseParams(endpoint, call.fields, user);
  if (endpoint.rateLimited && user && !(await runtime.limiter.take('post', String(user.id), runtime.config.postRatePerMinute, 60_000))) {
    throw tooManyRequests('You are posting too fast, please wait a minute and try again');
  }
  if (endpoint.anonymousPerMinute && !user && call.address && !(await runtime.limiter.take(`anonymous:${endpoint.name}`, call.address, endpoint.anonymousPerMinute, 60_000))) {
    throw tooManyRequests('Too many requests from your network, please wait a minute and try again');
  }
  const language = call.language !== undefined ? call.language : await runtime.messages.languageOf(call.fields);
  const handle = (deps: CallRuntime['deps']) =>
    endpoint.handle({
      params,
      user,
      files: call.files,
      deps,
      visitor: call.visitor,
      address: call.address ?? call.visitor,
      bearerToken: call.bearerToken ?? null,
      language,
    });
  // Anonymous calls of read-only endpoints may read from a replica; a signed-in reader reads the primary (their own writes).
  const replicaDeps = endpoint.cacheable && !user ? (runtime.reads?.deps() ?? null) : null;
  const reply = replicaDeps
    ? await handle(replicaDeps).catch((error: unknown) => {
        if (runtime.reads?.failed(error)) return handle(runtime.deps);
        throw error;
      })
    : await handle(runtime.deps);
  if (endpoint.invalidates) runtime.cache.clear();
  return envelopeText(reply, runtime.messages, language);
}

/** The response envelope of API.md as JSON text, its message in `language` (English without one). */
export function envelopeText(reply: Reply, messages: MessageTranslator, language?: string | null): string {
  const body: Record<string, unknown> = { error: reply.empty ? 'true' : 'false', message: messages.translate(reply.message, language), data: reply.data };
  if (reply.total !== undefined) body.total = reply.total;
  return JSON.stringify(reply.extra ? { ...body, ...reply.extra } : body);
}

/** The first validation problem as a sentence that names the field and the rule. */
function describeIssue(error: z.ZodError, fields: Record<string, unknown>): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameters';
  const field = issue.path.join('.') || 'parameters';
  const top = String(issue.path[0] ?? '');
  const wrongType = issue.code === 'invalid_type' || issue.code === 'invalid_union';
  if (top && (fields[top] === undefined || fields[top] === '' || fields[top] === null || (wrongType && issue.input === undefined))) return `${field} is required`;
  if (wrongType) return `${field} has the wrong type`;
  return `${field} ${issue.message}`;
}

/** `user_id` is accepted for compatibility, but the acting user is always the token's user. */
function checkUserId(fields: Record<string, unknown>, caller: Caller | null): void {
  const given = fields.user_id;
  // Sent empty (a form's "", JSON's null), it names no one: the token's user acts.
  if (given === undefined || given === '' || given === null || !caller) return;
  if (String(given).trim() !== String(caller.id)) throw forbidden('user_id does not match the signed-in user');
}
