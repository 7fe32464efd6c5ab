import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, type AdminEndpointEntry } from '@newsroom/contract/admin/endpoints';
import { createAdminTestApi, signedIn, type AdminTestApi } from '../testing/admin-harness';
import { buildAdminOpenApi } from './admin-openapi';

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };

const entries = adminEndpoints as Record<string, AdminEndpointEntry>;
const document = buildAdminOpenApi(entries, 'http://news.test');
const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((path) => Object.values(path));

describe('the admin API reference (/admin/api/docs/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('has one operation per route of the table, each with its answer described', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(entries).sort());
    const undescribed = operations.filter((operation) => {
      const schema = operation.responses[200]?.content?.['application/json']?.schema as { properties?: { data?: object } } | undefined;
      return !schema?.properties?.data;
    });
    expect(undescribed.map((operation) => operation.operationId)).toEqual([]);
  });

  it('documents the files of a write that takes them as multipart', () => {
    const withFiles = Object.entries(entries).filter(([, entry]) => entry.files?.length);
    for (const [name, entry] of withFiles) {
      const path = `/admin/api/${entry.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = (document.paths as Record<string, Record<string, { requestBody: { content: Record<string, unknown> } }>>)[path]![entry.method.toLowerCase()]!;
      expect(Object.keys(operation.requestBody.content), name).toContain('multipart/form-data');
    }
  });
});

describe('serving the document', () => {
  let api: AdminTestApi;
  beforeAll(async () => {
    api = await createAdminTestApi();
  });
  afterAll(() => api.close());

  it('answers a signed-in staff member of any role, and nobody else', async () => {
    const login = await signedIn(api, 'moderator');
    const answer = await api.admin('GET', 'docs/openapi.json', { login });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ openapi: '3.1.0', info: { title: 'Newsroom admin API' } });
    expect((await api.admin('GET', 'docs/openapi.json')).status).toBe(401);
  });
});
