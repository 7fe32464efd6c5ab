import { failureEnvelope, successEnvelope } from '@newsroom/contract/endpoints';
import type { AnyEndpoint } from '../core/endpoint';
import { SharedSchemas } from './json-schemas';

const FAILURE = { $ref: '#/components/schemas/Failure' };

const failure = (description: string) => ({ description, content: { 'application/json': { schema: FAILURE } } });

/** The answers of an endpoint: its success envelope, and the failure envelope of every status. */
function responsesOf(endpoint: AnyEndpoint, shared: SharedSchemas): Record<string, unknown> {
  const success = shared.output(successEnvelope(endpoint), endpoint.name);
  return {
    200: {
      description: 'Success (`error` "false"), or "No Data Found" (`error` "true") for an empty list',
      content: { 'application/json': { schema: { oneOf: [success, FAILURE] } } },
    },
    400: failure('A parameter breaks a rule; the message names it'),
    401: failure('Wrong access key, or missing or invalid token'),
    403: failure('Not allowed for this user'),
    404: failure('Unknown id or slug'),
    409: failure('Already done (a second answer, a slug in use)'),
    429: failure('Too many calls; wait a minute'),
    500: failure('Something went wrong on the server'),
  };
}

/** The OpenAPI 3.1 document, built from the contract's table: the schemas that validate calls and answers. */
export function buildOpenApi(endpoints: AnyEndpoint[], publicUrl: string): Record<string, unknown> {
  const shared = new SharedSchemas();
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const params = shared.input(endpoint.params, endpoint.name);
    const properties = { access_key: { type: 'string' }, ...((params.properties as object) ?? {}) };
    const required = ['access_key', ...((params.required as string[]) ?? [])];
    const fileFields = Object.fromEntries((endpoint.files ?? []).map((field) => [field, { type: 'string', format: 'binary' }]));
    const operation = {
      summary: endpoint.summary,
      security: endpoint.auth === 'required' ? [{ bearer: [] }] : endpoint.auth === 'optional' ? [{}, { bearer: [] }] : [],
      responses: responsesOf(endpoint, shared),
    };
    const post = {
      ...operation,
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } },
          'multipart/form-data': { schema: { type: 'object', properties: { ...properties, ...fileFields }, required } },
          'application/json': { schema: { type: 'object', properties, required } },
        },
      },
    };
    const query = Object.entries(properties).map(([field, schema]) => ({ name: field, in: 'query', required: required.includes(field), schema }));
    for (const name of [endpoint.name, ...(endpoint.aliases ?? [])]) {
      paths[`/api/${name}`] = {
        post: { ...post, operationId: name },
        ...(endpoint.postOnly ? {} : { get: { ...operation, operationId: `${name}_get`, parameters: query } }),
      };
    }
  }
  const failureSchema = shared.output(failureEnvelope, 'Failure');
  return {
    openapi: '3.1.0',
    info: {
      title: 'News API',
      version: '1.0.0',
      description: 'Every endpoint answers GET and POST (those carrying secrets, POST only); parameters come from the query string or the body. Every answer is the envelope {error, message, data, total?}: `error` is the string "false" on success.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ...shared.components, Failure: failureSchema },
    },
    paths,
  };
}
