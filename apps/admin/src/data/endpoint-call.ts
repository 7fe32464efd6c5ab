import { adminEndpoints, type AdminBodyOf, type AdminDataOf, type AdminEndpointName, type AdminQueryOf } from '@newsroom/contract/admin/endpoints';
import type { AdminClient } from './admin-client';

/** What one route takes, named as in the contract's table: path parameters, query and body. */
export interface EndpointInput<E extends AdminEndpointName> {
  params?: Record<string, string | number>;
  query?: AdminQueryOf<E> | Record<string, string>;
  body?: AdminBodyOf<E>;
}

/** `staff/:id` with `{id: 4}` → `/staff/4`; a missing parameter is a bug in the caller. */
export function endpointPath(name: AdminEndpointName, params: Record<string, string | number> = {}): string {
  const path = adminEndpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(String(params[key]));
  });
  return `/${path}`;
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one route of the admin API by its name in the contract's table, so the method, path,
 * body and answer types all come from the one place the server is also built from.
 */
export function callEndpoint<E extends AdminEndpointName>(client: AdminClient, name: E, input: EndpointInput<E> = {}): Promise<AdminDataOf<E>> {
  const entry = adminEndpoints[name];
  const path = `${endpointPath(name, input.params)}${queryString(input.query as Record<string, unknown> | undefined)}`;
  // Writes always carry a body (the routes' schemas are strict objects, `{}` at the least).
  const body = entry.method === 'GET' ? undefined : (input.body ?? {});
  return client.call<AdminDataOf<E>>(entry.method, path, body);
}

/** A paged list route answers `total` beside `data`: the client hands back both. */
export async function callListEndpoint<E extends AdminEndpointName>(client: AdminClient, name: E, query: Record<string, unknown>): Promise<{ data: AdminDataOf<E>; total: number }> {
  const answer = await client.callPaged<AdminDataOf<E>>(`${endpointPath(name)}${queryString(query)}`);
  return { data: answer.data, total: answer.total ?? 0 };
}
