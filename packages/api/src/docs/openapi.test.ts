import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../endpoints';
import { buildOpenApi } from './openapi';

type Schema = Record<string, unknown>;
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: Schema }> }> };

const document = buildOpenApi(allEndpoints, 'http://news.test');
const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((path) => Object.values(path));

/** The success envelope of an operation: the branch of the 200 answer whose `error` is "false". */
function successOf(operation: Operation): Schema | undefined {
  const answer = operation.responses[200]?.content?.['application/json']?.schema as { oneOf?: Schema[] } | undefined;
  return answer?.oneOf?.find((branch) => (branch.properties as Record<string, Schema> | undefined)?.error?.const === 'false');
}

describe('the API reference (/api/docs/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('describes the data of every endpoint: none is left as any value', () => {
    const unspecified = operations.filter((operation) => {
      const data = (successOf(operation)?.properties as Record<string, Schema> | undefined)?.data;
      return !data || Object.keys(data).length === 0;
    });
    expect(unspecified.map((operation) => operation.operationId)).toEqual([]);
  });

  it('documents the extra envelope fields beside data, and the failure envelope', () => {
    const languages = operations.find((operation) => operation.operationId === 'get_languages_list');
    expect(Object.keys(successOf(languages!)?.properties as object)).toEqual(expect.arrayContaining(['data', 'total', 'default_language']));
    expect((document.components as { schemas: Record<string, Schema> }).schemas.Failure).toMatchObject({
      properties: { error: { const: 'true' } },
      required: expect.arrayContaining(['error', 'message', 'data']),
    });
  });

  it('shares the main item schemas once, with an example, under components', () => {
    const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
    const newsData = (successOf(operations.find((operation) => operation.operationId === 'get_news')!)?.properties as Record<string, Schema>).data;
    expect(newsData).toEqual({ type: 'array', items: { $ref: '#/components/schemas/NewsItem' } });
    for (const name of ['NewsItem', 'Comment', 'Category', 'Settings', 'Language', 'UserWithCategories']) {
      expect(JSON.stringify(schemas[name]), name).toMatch(/"examples?":/);
    }
    // Shared once instead of inline in every endpoint that answers it.
    expect(JSON.stringify(document).length).toBeLessThan(400_000);
  });
});
