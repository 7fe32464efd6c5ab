import type { Context } from 'hono';
import type { z } from 'zod';
import { unsupportedType } from '../../core/errors';
import { FieldErrors } from './admin-errors';

/** Each zod issue as a message under its field (a nested field by its dotted path). */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return new FieldErrors(errors);
}

export function parseInput<S extends z.ZodType | undefined>(schema: S, value: unknown): S extends z.ZodType ? z.output<S> : undefined {
  if (!schema) return undefined as never;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fieldErrorsOf(parsed.error);
  return parsed.data as never;
}

/** A write's body: JSON only (a form post from another site cannot send it without asking first). */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw unsupportedType('Send the body as application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FieldErrors({ _: 'The body is not valid JSON' }, 'The body is not valid JSON');
  }
}
