import type { z } from 'zod';
import type { Caller } from './caller';
import type { HandlerDeps as Deps } from './handler-deps';
import { endpoints, type AuthMode, type DataOf, type EndpointEntry, type EndpointName, type ExtraOf } from '@newsroom/contract/endpoints';
import type { Reply } from './envelope';

export type { AuthMode };

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

/** What only the server knows of an endpoint; the rest comes from its entry in the contract's table. */
interface ServerSide<Schema extends z.ZodType, Auth extends AuthMode, Data, Extra> {
  /** Anonymous answers may be served from the read cache. */
  cacheable?: boolean;
  /** A successful call changes what readers see, so the read cache is cleared. */
  invalidates?: boolean;
  /** Posting limit per user per minute (config POST_RATE_PER_MINUTE) applies. */
  rateLimited?: boolean;
  /**
   * Calls per minute one address (an IPv6 /64) may make without a token: anonymous writes that
   * leave a row behind are bounded per address, so one script cannot grow the database at will.
   */
  anonymousPerMinute?: number;
  /** A stricter schema of the same parameters, for checks only the server can make. */
  params?: Schema;
  handle(context: EndpointContext<z.output<Schema>, Auth>): Promise<Reply<Data, Extra>>;
}

/** An endpoint as the pipeline runs it: its contract entry with the server's side. */
export interface Endpoint<Schema extends z.ZodType = z.ZodType, Auth extends AuthMode = AuthMode, Data = unknown, Extra = unknown>
  extends Omit<ServerSide<Schema, Auth, Data, Extra>, 'params'>,
    Omit<EndpointEntry, 'auth' | 'params'> {
  name: string;
  auth: Auth;
  params: Schema;
}

/**
 * Anonymous view counts one address may send a minute: far above what the readers behind one
 * shared address (an office, a carrier's NAT) open, while each call may add a row.
 */
export const ANONYMOUS_VIEWS_PER_MINUTE = 300;

type Entry<N extends EndpointName> = (typeof endpoints)[N];
/** What a handler may set beside `data`: the contract's extra fields, or nothing. */
type ExtraReply<N extends EndpointName> = keyof ExtraOf<N> extends never ? never : ExtraOf<N>;

/**
 * Serves the contract's endpoint `name`: its parameters, auth, files and summary come from the
 * table, and the handler must answer the table's `data` (and extra fields), or it does not compile.
 */
export function defineEndpoint<N extends EndpointName>(
  name: N,
  server: ServerSide<Entry<N>['params'], Entry<N>['auth'], DataOf<N>, ExtraReply<N>>,
): Endpoint<Entry<N>['params'], Entry<N>['auth'], DataOf<N>, ExtraReply<N>> {
  const entry: EndpointEntry = endpoints[name];
  return { ...entry, ...server, name, auth: endpoints[name].auth, params: server.params ?? endpoints[name].params };
}

// Endpoints of different parameter and data types live in one list; the pipeline only sees the base shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, AuthMode, any, any>;
