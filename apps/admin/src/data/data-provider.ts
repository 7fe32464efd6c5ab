import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { adminEndpoints, type AdminDataOf, type AdminEndpointName } from '@newsroom/contract/admin/endpoints';
import { AdminApiError, type AdminClient } from './admin-client';
import { callEndpoint, callListEndpoint, type EndpointInput } from './endpoint-call';
import { withFiles } from './form-files';

/**
 * react-admin's data provider over the admin API (ADR 010), replacing `ra-data-simple-rest`: lists
 * in react-admin's own query names, the CSRF header through the one client, failures as
 * `HttpError` whose `body.errors` react-admin puts under each input. Each resource names its
 * routes in the contract's table; a resource without a route for an operation refuses it here,
 * before any request.
 */
export interface ResourceRoutes {
  list: AdminEndpointName;
  one?: AdminEndpointName;
  create?: AdminEndpointName;
  update?: AdminEndpointName;
  delete?: AdminEndpointName;
  /** The list's filter takes `{id: [...]}`: getMany is one request, not one per record. */
  filtersById?: boolean;
}

export const CONSOLE_RESOURCES = {
  staff: { list: 'staff.list', one: 'staff.get', create: 'staff.create', update: 'staff.update', filtersById: true },
  'audit-log': { list: 'auditLog.list', one: 'auditLog.get' },
  languages: { list: 'languages.list' },
} as const satisfies Record<string, ResourceRoutes>;

export type ConsoleResource = keyof typeof CONSOLE_RESOURCES;

/** Words react-admin's notification translates when the server gave none of its own. */
const UNREACHABLE = 'console.errors.unreachable';
const UNEXPECTED = 'console.unexpected_answer';

function asHttpError(error: unknown): unknown {
  if (!(error instanceof AdminApiError)) return error;
  const message = error.reason === 'answered' ? error.message : error.reason === 'unreachable' ? UNREACHABLE : UNEXPECTED;
  return new HttpError(message, error.status, { message, errors: error.errors });
}

/**
 * Only the fields a route's (strict) body takes (a form's record also carries ids and times), plus
 * the files it takes, sent as multipart when one was picked.
 */
function bodyFor(name: AdminEndpointName, data: Record<string, unknown>): Record<string, unknown> | FormData {
  const entry = adminEndpoints[name] as { body?: unknown; files?: readonly string[] };
  const shape = (entry.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  const files = entry.files ?? [];
  const kept = shape ? Object.fromEntries(Object.entries(data).filter(([key, value]) => (key in shape || files.includes(key)) && value !== undefined)) : data;
  return withFiles(name, kept);
}

/** react-admin's filter form leaves cleared inputs as '' or null; the server's schema wants them absent. */
function cleanFilter(filter: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value !== null && value !== undefined));
}

/** Besides CRUD, any route by its name in the table (revoke sessions, unlock, change password). */
export interface ConsoleDataProvider extends DataProvider {
  callRoute<E extends AdminEndpointName>(name: E, input?: EndpointInput<E>): Promise<AdminDataOf<E>>;
}

/** `areaRoutes`: the resources of the console's content areas, beside the built-in ones. */
export function createDataProvider(client: AdminClient, areaRoutes: Record<string, ResourceRoutes> = {}): ConsoleDataProvider {
  const resources: Record<string, ResourceRoutes> = { ...CONSOLE_RESOURCES, ...areaRoutes };
  function routesOf(resource: string): ResourceRoutes {
    const routes = resources[resource];
    if (!routes) throw new Error(`The console has no resource named ${resource}`);
    return routes;
  }
  function route(resource: string, operation: 'one' | 'create' | 'update' | 'delete'): AdminEndpointName {
    const name = routesOf(resource)[operation];
    if (!name) throw new Error(`The admin API has no ${operation} route for ${resource}`);
    return name;
  }
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asHttpError(error);
    }
  };
  const list = (resource: string, query: Record<string, unknown>) =>
    guarded(() => callListEndpoint(client, routesOf(resource).list, query)) as Promise<{ data: never[]; total: number }>;
  const one = (resource: string, id: Identifier) => guarded(() => callEndpoint(client, route(resource, 'one'), { params: { id } })) as Promise<RaRecord>;

  return {
    callRoute(name, input) {
      return guarded(() => callEndpoint(client, name, input));
    },
    async getList(resource, { sort, pagination, filter }) {
      const query = { sort: sort?.field, order: sort?.order, page: pagination?.page, perPage: pagination?.perPage, filter: cleanFilter(filter) };
      return list(resource, query);
    },
    async getOne(resource, { id }) {
      return { data: await one(resource, id) } as never;
    },
    async getMany(resource, { ids }) {
      if (ids.length === 0) return { data: [] };
      if (routesOf(resource).filtersById) return { data: (await list(resource, { perPage: ids.length, filter: { id: ids.map(Number) } })).data } as never;
      return { data: await Promise.all(ids.map((id) => one(resource, id))) } as never;
    },
    async getManyReference(resource, { target, id, sort, pagination, filter }) {
      const query = { sort: sort?.field, order: sort?.order, page: pagination?.page, perPage: pagination?.perPage, filter: { ...cleanFilter(filter), [target]: id } };
      return list(resource, query);
    },
    async create(resource, { data }) {
      const name = route(resource, 'create');
      return { data: await guarded(() => callEndpoint(client, name, { body: bodyFor(name, data as Record<string, unknown>) as never })) } as never;
    },
    async update(resource, { id, data, previousData }) {
      const name = route(resource, 'update');
      // The version the form was filled from: a record changed since answers 409, not a silent overwrite.
      const body = bodyFor(name, { ...(data as Record<string, unknown>), updated_at: (previousData as { updated_at?: string } | undefined)?.updated_at });
      return { data: await guarded(() => callEndpoint(client, name, { params: { id }, body: body as never })) } as never;
    },
    async updateMany(resource) {
      throw new Error(`The admin API has no bulk update for ${resource}`);
    },
    async delete(resource, { id, previousData }) {
      const name = route(resource, 'delete');
      await guarded(() => callEndpoint(client, name, { params: { id } }));
      return { data: previousData ?? ({ id } as never) } as never;
    },
    async deleteMany(resource, { ids }) {
      const name = route(resource, 'delete');
      await guarded(() => Promise.all(ids.map((id) => callEndpoint(client, name, { params: { id } }))));
      return { data: ids };
    },
  };
}
