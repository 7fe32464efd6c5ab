import type { z } from 'zod';
import type { Caller } from '../auth/sessions';
import type { Deps } from './deps';
import type { Reply } from './envelope';

export type AuthMode = 'none' | 'optional' | 'required';

export interface EndpointContext<Params, Auth extends AuthMode> {
  params: Params;
  /** The token's user: always present for `required`, possibly null otherwise. */
  user: Auth extends 'required' ? Caller : Caller | null;
  /** Uploaded files by field name (`ofile[]` is filed under `ofile`). */
  files: Record<string, File[]>;
  deps: Deps;
  /** Identifies an anonymous visitor (hash of the address and the day), for counting views. */
  visitor: string;
  /** The caller's network address, for per-address rate limits (a user agent is too easy to change). */
  address: string;
  /** The bearer token the call carried, when it came over HTTP with one (sign-out revokes it). */
  bearerToken: string | null;
  /** The language the answer is worded in (a message catalog's code, null for English). */
  language: string | null;
}

export interface Endpoint<Schema extends z.ZodType = z.ZodType, Auth extends AuthMode = AuthMode> {
  name: string;
  /** Other names clients use for the same endpoint. */
  aliases?: string[];
  summary: string;
  auth: Auth;
  params: Schema;
  /** Multipart file fields, for the API documentation. */
  files?: string[];
  /** Anonymous answers may be served from the read cache. */
  cacheable?: boolean;
  /** A successful call changes what readers see, so the read cache is cleared. */
  invalidates?: boolean;
  /**
   * It carries secrets (passwords, one-time codes, link tokens): POST only, so they never land in
   * URLs, server logs or browser history. A GET answers 405.
   */
  postOnly?: boolean;
  /** Posting limit per user per minute (config POST_RATE_PER_MINUTE) applies. */
  rateLimited?: boolean;
  /**
   * Calls per minute one address (an IPv6 /64) may make without a token: anonymous writes that
   * leave a row behind are bounded per address, so one script cannot grow the database at will.
   */
  anonymousPerMinute?: number;
  handle(context: EndpointContext<z.output<Schema>, Auth>): Promise<Reply>;
}

/**
 * Anonymous view counts one address may send a minute: far above what the readers behind one
 * shared address (an office, a carrier's NAT) open, while each call may add a row.
 */
export const ANONYMOUS_VIEWS_PER_MINUTE = 300;

/** Declares an endpoint; the generic parameters keep `params` and `user` precisely typed. */
export function defineEndpoint<Schema extends z.ZodType, Auth extends AuthMode>(
  endpoint: Endpoint<Schema, Auth>,
): Endpoint<Schema, Auth> {
  return endpoint;
}

// Endpoints of different parameter types live in one list; the pipeline only sees the base shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, AuthMode>;
