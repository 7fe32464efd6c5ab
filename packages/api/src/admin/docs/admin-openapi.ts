import type { z } from 'zod';
import { adminFailure, adminSuccess } from '@newsroom/contract/admin/answers';
import type { AdminEndpointEntry } from '@newsroom/contract/admin/endpoint-entry';
import { SharedSchemas } from '../../docs/json-schemas';

type JsonSchema = Record<string, unknown>;

const FAILURE = { $ref: '#/components/schemas/AdminFailure' };
const failure = (description: string) => ({ description, content: { 'application/json': { schema: FAILURE } } });

const FAILURES = {
  400: failure('The input breaks a rule: `errors` names each field'),
  401: failure('No staff session, or it ended'),
  403: failure('The role does not allow it, or the request is not from the console (Origin, CSRF token)'),
  404: failure('Unknown record'),
  409: failure('The record changed meanwhile, or the change would break another record'),
  413: failure('The request is too large'),
  429: failure('Too many attempts; wait'),
};

/** `staff/:id` → `/admin/api/staff/{id}`. */
const openApiPath = (path: string) => `/admin/api/${path.replace(/:(\w+)/g, '{$1}')}`;

function parametersOf(entry: AdminEndpointEntry, name: string, shared: SharedSchemas): JsonSchema[] {
  const fromSchema = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = shared.input(schema, name) as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([field, fieldSchema]) => ({ name: field, in: where, required: where === 'path' || (json.required ?? []).includes(field), schema: fieldSchema }));
  };
  return [...fromSchema(entry.params, 'path'), ...fromSchema(entry.query, 'query')];
}

function requestBodyOf(entry: AdminEndpointEntry, name: string, shared: SharedSchemas): JsonSchema | undefined {
  if (entry.method === 'GET') return undefined;
  const body = entry.body ? shared.input(entry.body, name) : { type: 'object' };
  const content: Record<string, unknown> = { 'application/json': { schema: body } };
  if (entry.files?.length) {
    const files = Object.fromEntries(entry.files.map((field) => [field, { type: 'array', items: { type: 'string', format: 'binary' } }]));
    content['multipart/form-data'] = {
      schema: { type: 'object', properties: { payload: { type: 'string', description: 'The JSON body as text' }, ...files } },
    };
  }
  return { required: true, content };
}

/**
 * The admin API's OpenAPI 3.1 document, built from the contract's table like the public one:
 * the same schemas validate the calls and the answers, so the document cannot drift from them.
 */
export function buildAdminOpenApi(endpoints: Record<string, AdminEndpointEntry>, publicUrl: string): JsonSchema {
  const shared = new SharedSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, entry] of Object.entries(endpoints)) {
    const success = shared.output(adminSuccess(entry.data), name);
    const operation = {
      operationId: name,
      summary: entry.summary,
      description: entry.roles === 'public' ? 'No session needed.' : `Roles: ${entry.roles.join(', ')}.`,
      security: entry.roles === 'public' ? [] : entry.method === 'GET' ? [{ session: [] }] : [{ session: [], csrf: [] }],
      parameters: parametersOf(entry, name, shared),
      requestBody: requestBodyOf(entry, name, shared),
      responses: { 200: { description: 'Success', content: { 'application/json': { schema: success } } }, ...FAILURES },
    };
    const path = openApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: JSON.parse(JSON.stringify(operation)) as unknown };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Newsroom admin API',
      version: '1.0.0',
      description:
        'The console’s API (ADR 010). Answers are `{data, total?}` with a truthful status; failures `{message, errors?}`. Writes come from the console’s origin with the session’s `X-CSRF-Token`; writes with files are multipart with the JSON body in `payload`.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'newsroom_admin' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
      schemas: { ...shared.components, AdminFailure: shared.output(adminFailure, 'AdminFailure') },
    },
    paths,
  };
}
