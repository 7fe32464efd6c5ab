import { z } from 'zod';
import type { AnyEndpoint } from '../core/endpoint';

const envelopeSchema = {
  type: 'object',
  required: ['error', 'message', 'data'],
  properties: {
    error: { type: 'string', enum: ['false', 'true'], description: '"false" on success' },
    message: { type: 'string' },
    data: {},
    total: { type: 'integer', description: 'matching rows, for paged lists' },
  },
};

function parametersOf(endpoint: AnyEndpoint): Record<string, unknown> {
  try {
    return z.toJSONSchema(endpoint.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return { type: 'object' };
  }
}

/** The OpenAPI 3.1 document, built from the same zod schemas that validate the calls. */
export function buildOpenApi(endpoints: AnyEndpoint[], publicUrl: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const params = parametersOf(endpoint);
    const properties = { access_key: { type: 'string' }, ...((params.properties as object) ?? {}) };
    const required = ['access_key', ...((params.required as string[]) ?? [])];
    const fileFields = Object.fromEntries((endpoint.files ?? []).map((field) => [field, { type: 'string', format: 'binary' }]));
    const operation = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      security: endpoint.auth === 'required' ? [{ bearer: [] }] : endpoint.auth === 'optional' ? [{}, { bearer: [] }] : [],
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } },
          'multipart/form-data': { schema: { type: 'object', properties: { ...properties, ...fileFields }, required } },
          'application/json': { schema: { type: 'object', properties, required } },
        },
      },
      responses: {
        200: { description: 'Success, or "No Data Found" for an empty list', content: { 'application/json': { schema: envelopeSchema } } },
        400: { description: 'A parameter breaks a rule; the message names it' },
        401: { description: 'Wrong access key, or missing or invalid token' },
        403: { description: 'Not allowed for this user' },
        404: { description: 'Unknown id or slug' },
      },
    };
    for (const name of [endpoint.name, ...(endpoint.aliases ?? [])]) {
      paths[`/api/${name}`] = {
        post: operation,
        ...(endpoint.postOnly ? {} : { get: { ...operation, operationId: `${name}_get`, requestBody: undefined, parameters: Object.entries(properties).map(([field, schema]) => ({ name: field, in: 'query', required: required.includes(field), schema })) } }),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'News API', version: '1.0.0', description: 'Every endpoint answers GET and POST (those carrying secrets, POST only); parameters come from the query string or the body.' },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
