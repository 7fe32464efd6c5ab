import type { Caller } from './caller';
import type { HandlerDeps } from './handler-deps';
import type { RateLimiter } from './rate-limit';
import type { ReadCache } from './read-cache';

/** The settings the pipeline reads: a subset of the API's configuration. */
export interface PipelineConfig {
  /** Every HTTP call carries it as `access_key`. */
  accessKey: string;
  /** Proxies in front of the API whose `x-forwarded-for` entries are trusted. */
  trustProxyHops: number;
  /** Posts one signed-in reader may make a minute (endpoints marked `rateLimited`). */
  postRatePerMinute: number;
}

/** Turns a bearer token into its signed-in reader, or null for an unknown or expired one. */
export interface SessionResolver {
  resolve(token: string): Promise<Caller | null>;
}

/** Words an answer's message in the reader's language. */
export interface MessageTranslator {
  /** The language a call's parameters ask for, as a message catalog's code; null for English. */
  languageOf(fields: Record<string, unknown>): Promise<string | null>;
  /** The message in that language (English, as written, without one). */
  translate(message: string, language: string | null | undefined): string;
}

/**
 * Everything the pipeline needs to run a call, over HTTP (core/pipeline.ts) or in process
 * (core/in-process.ts). The composition root (packages/api/src/call-runtime.ts) builds it from the
 * API's dependencies, so core depends on none of the domains it serves.
 */
export interface CallRuntime {
  /** Handed to every handler unchanged. */
  deps: HandlerDeps;
  config: PipelineConfig;
  cache: ReadCache;
  limiter: RateLimiter;
  sessions: SessionResolver;
  messages: MessageTranslator;
}
