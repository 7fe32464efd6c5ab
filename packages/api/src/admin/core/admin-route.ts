import type { z } from 'zod';
import { adminEndpoints, type AdminEndpointName, type AdminEndpoints } from '@newsroom/contract/admin/endpoints';
import type { HandlerDeps } from '../../core/handler-deps';
import type { AuditNote } from './audit';
import type { StaffCaller } from './staff-session';

type Parsed<E extends AdminEndpointName, K extends string> = AdminEndpoints[E] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler is given: the parsed input, the caller, and the request's own facts. */
export interface AdminCall<E extends AdminEndpointName> {
  deps: HandlerDeps;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /**
   * The uploaded files by field, for routes whose entry names `files` (each checked and stored by
   * the handler, e.g. with `storeImage`); empty when the body came as JSON.
   */
  files: Record<string, File[]>;
  /** Null only on public routes. */
  staff: E extends PublicName ? StaffCaller | null : StaffCaller;
  /** The session cookie as sent: a sign-in waiting for its second factor is not a staff session yet. */
  sessionCookie: string | undefined;
  address: string;
  userAgent: string;
}

type PublicName = { [N in AdminEndpointName]: AdminEndpoints[N]['roles'] extends 'public' ? N : never }[AdminEndpointName];

/** What the pipeline does with the session cookie after the handler. */
export type CookieChange = { set: string } | { clear: true };

export interface AdminResult<E extends AdminEndpointName> {
  data: z.input<AdminEndpoints[E]['data']>;
  total?: number;
  status?: 200 | 201 | 202;
  /**
   * Every write says what it changed, or null when it changed nothing worth recording (an unknown
   * address asking for a reset). Undefined on a write is a bug the pipeline refuses to hide.
   */
  audit?: AuditNote | null;
  cookie?: CookieChange;
}

export interface AdminRoute<E extends AdminEndpointName = AdminEndpointName> {
  name: E;
  entry: AdminEndpoints[E];
  /** Clears the read cache after success: the change reaches readers at once (ADR 010). */
  invalidates: boolean;
  handle(call: AdminCall<E>): Promise<AdminResult<E>>;
}

/** A route of the admin API; its method, path, roles and schemas come from the contract's table. */
export function defineAdminRoute<E extends AdminEndpointName>(name: E, spec: { invalidates?: boolean; handle: AdminRoute<E>['handle'] }): AdminRoute<E> {
  return { name, entry: adminEndpoints[name], invalidates: spec.invalidates ?? false, handle: spec.handle };
}
