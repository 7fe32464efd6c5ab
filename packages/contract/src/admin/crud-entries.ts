import { z } from 'zod';
import { adminNothing } from './answers';
import type { AdminEndpointEntry } from './endpoint-entry';
import { idParams } from './staff';
import type { StaffRole } from './staff-roles';

type Roles = readonly StaffRole[];
type Example = Record<string, string>;

/** A resource the console lists, shows, creates, edits and (unless `summaries.delete` is left out) deletes. */
export interface CrudResource {
  /** Who lists and reads it, and who writes it. */
  roles: { read: Roles; write: Roles };
  record: z.ZodType;
  listQuery: z.ZodType;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  /** The file fields of a create and an update (multipart). */
  files?: readonly string[];
  summaries: { list: string; get: string; create: string; update: string; delete?: string };
  examples: {
    /** The path parameters of a get and an update: a missing record is fine (a 404). */
    record: Example;
    /** Those of a delete when they differ: a record the security test must not delete. */
    removed?: Example;
    create: unknown;
    update: unknown;
  };
}

/** A create and an update name their file fields only when the resource has some. */
type FilesOf<R extends CrudResource> = R extends { files: infer F extends readonly string[] } ? { files: F } : unknown;

type Entries<Name extends string, Path extends string, R extends CrudResource, Before> = {
  [K in `${Name}.list`]: { method: 'GET'; path: Path; roles: R['roles']['read']; summary: string; query: R['listQuery']; data: z.ZodArray<R['record']>; paged: true; example: object };
} & Before & {
  [K in `${Name}.get`]: { method: 'GET'; path: `${Path}/:id`; roles: R['roles']['read']; summary: string; params: typeof idParams; data: R['record']; example: { params: Example } };
} & {
  [K in `${Name}.create`]: { method: 'POST'; path: Path; roles: R['roles']['write']; summary: string; body: R['createBody']; data: R['record']; example: { body: unknown } } & FilesOf<R>;
} & {
  [K in `${Name}.update`]: {
    method: 'PUT'; path: `${Path}/:id`; roles: R['roles']['write']; summary: string; params: typeof idParams; body: R['updateBody']; data: R['record'];
    example: { params: Example; body: unknown };
  } & FilesOf<R>;
} & (R['summaries'] extends { delete: string }
  ? { [K in `${Name}.delete`]: { method: 'DELETE'; path: `${Path}/:id`; roles: R['roles']['write']; summary: string; params: typeof idParams; data: typeof adminNothing; example: { params: Example } } }
  : unknown);

/**
 * The list, get, create, update and delete routes of a resource, named `<name>.<operation>` under
 * `path` and `path/:id`, so that every resource's table reads the same way. `beforeRecord` holds
 * the resource's other routes under `path/<word>`: listed before `path/:id`, which would
 * otherwise read the word as an id.
 */
export function crudEntries<const Name extends string, const Path extends string, const R extends CrudResource, const Before extends Record<string, AdminEndpointEntry> = Record<never, never>>(
  name: Name,
  path: Path,
  resource: R,
  beforeRecord?: Before,
): Entries<Name, Path, R, Before> {
  const { roles, record, summaries, examples } = resource;
  const files = resource.files ? { files: resource.files } : {};
  const one = `${path}/:id`;
  const entries: Record<string, AdminEndpointEntry> = {
    [`${name}.list`]: { method: 'GET', path, roles: roles.read, summary: summaries.list, query: resource.listQuery, data: z.array(record), paged: true, example: {} },
    ...beforeRecord,
    [`${name}.get`]: { method: 'GET', path: one, roles: roles.read, summary: summaries.get, params: idParams, data: record, example: { params: examples.record } },
    [`${name}.create`]: { method: 'POST', path, roles: roles.write, summary: summaries.create, body: resource.createBody, ...files, data: record, example: { body: examples.create } },
    [`${name}.update`]: {
      method: 'PUT', path: one, roles: roles.write, summary: summaries.update, params: idParams, body: resource.updateBody, ...files, data: record,
      example: { params: examples.record, body: examples.update },
    },
  };
  if (summaries.delete !== undefined) {
    entries[`${name}.delete`] = {
      method: 'DELETE', path: one, roles: roles.write, summary: summaries.delete, params: idParams, data: adminNothing,
      example: { params: examples.removed ?? examples.record },
    };
  }
  return entries as Entries<Name, Path, R, Before>;
}
