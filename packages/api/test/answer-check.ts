import { z } from 'zod';
import { endpointEntry, failureEnvelope, successEnvelope, type EndpointEntry } from '@newsroom/contract/endpoints';

const successSchemas = new WeakMap<EndpointEntry, z.ZodType>();

function successSchemaOf(entry: EndpointEntry): z.ZodType {
  let schema = successSchemas.get(entry);
  if (!schema) successSchemas.set(entry, (schema = successEnvelope(entry)));
  return schema;
}

/**
 * Every answer a test receives is held against the contract: a success against its endpoint's
 * envelope (data, total, extra fields, nothing more), a failure against the failure envelope. A
 * drift fails the test that saw it, naming the endpoint and what differs.
 */
export function checkAnswer(endpoint: string, status: number, body: unknown): void {
  const entry = endpointEntry(endpoint);
  // Unknown names (a 404 test) and non-JSON bodies have no contract to keep.
  if (!entry || typeof body !== 'object' || body === null || !('error' in body)) return;
  const schema = body.error === 'false' ? successSchemaOf(entry) : failureEnvelope;
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  const kind = body.error === 'false' ? 'success' : 'failure';
  throw new Error(`${endpoint} answered a ${kind} (HTTP ${status}) that breaks its contract:\n${z.prettifyError(parsed.error)}\n${describeInput(parsed.error, body)}`);
}

/** The values at the first few problems, so the message shows what was sent, not only where. */
function describeInput(error: z.ZodError, body: object): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      let value: unknown = body;
      for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
      return `  at ${issue.path.join('.') || '(envelope)'}: ${JSON.stringify(value)?.slice(0, 200)}`;
    })
    .join('\n');
}
