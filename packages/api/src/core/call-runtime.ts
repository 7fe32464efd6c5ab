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

/** Where the reads of anonymous calls of read-only endpoints may go instead of the primary (a replica). */
export interface ReadRoute {
  /** The dependencies such a call runs with now; null while the replica is not to be used. */
  deps(): HandlerDeps | null;
  /**
   * Told of a failure of a call run with `deps()`; true when the replica caused it (a lost
   * connection), and the call is to be run again on the primary.
   */
  failed(error: unknown): boolean;
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
  /** A read replica for anonymous reads (DATABASE_READ_URL); absent, every call uses `deps`. */
  reads?: ReadRoute | null;
}
