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

export interface WriteInput {
  body: unknown;
  files: Record<string, File[]>;
}

/**
 * A write's body: JSON, or for routes that take files multipart with the JSON in `payload`. A
 * multipart post can come from a form on another site, which is why every write is also
 * Origin-checked and carries the CSRF header before it gets here.
 */
export async function readWriteInput(c: Context, fileFields: readonly string[] | undefined): Promise<WriteInput> {
  const type = c.req.header('content-type') ?? '';
  if (!fileFields?.length || !/^multipart\/form-data\b/i.test(type)) return { body: await readJsonBody(c), files: {} };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new FieldErrors({ _: 'The form could not be read' }, 'The form could not be read');
  }
  const files: Record<string, File[]> = {};
  let payload: string | undefined;
  for (const [name, value] of Object.entries(form)) {
    const values = Array.isArray(value) ? value : [value];
    if (name === 'payload' && values.length === 1 && typeof values[0] === 'string') {
      payload = values[0];
      continue;
    }
    if (!fileFields.includes(name) || values.some((item) => typeof item === 'string')) throw new FieldErrors({ [name]: 'This field is not a file this form takes' }, `Unexpected form field ${name}`);
    files[name] = values as File[];
  }
  return { body: parseJsonText(payload ?? ''), files };
}

function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FieldErrors({ _: 'The body is not valid JSON' }, 'The body is not valid JSON');
  }
}

/** A write's body as JSON (a form post from another site cannot send it without asking first). */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw unsupportedType('Send the body as application/json');
  return parseJsonText(text);
}
