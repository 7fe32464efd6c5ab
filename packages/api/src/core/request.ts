import type { Context } from 'hono';
import { badRequest } from './errors';
import { checkFields } from './request-limits';

export interface RawRequest {
  fields: Record<string, unknown>;
  files: Record<string, File[]>;
}

/**
 * Every endpoint reads its parameters from the query string and the body alike (form, multipart
 * or JSON); body values win over query values of the same name. The body's size was bounded
 * before it was read (core/pipeline.ts); every field is checked here (request-limits.ts).
 */
export async function readRequest(c: Context): Promise<RawRequest> {
  const { fields, files } = await readFields(c);
  checkFields(fields);
  return { fields, files };
}

async function readFields(c: Context): Promise<RawRequest> {
  const fields: Record<string, unknown> = { ...c.req.query() };
  const files: Record<string, File[]> = {};
  if (c.req.method !== 'POST') return { fields, files };

  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return { fields, files };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object');
    }
    Object.assign(fields, body);
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    // URLSearchParams reads a form body several times faster than the Fetch API's formData().
    addParts(fields, files, new URLSearchParams(await c.req.text()));
  } else if (type.startsWith('multipart/form-data')) {
    let body: FormData;
    try {
      body = await c.req.formData();
    } catch {
      throw badRequest('The request body could not be read');
    }
    const parts: [string, string | File][] = [];
    body.forEach((value, key) => parts.push([key, value]));
    addParts(fields, files, parts);
  }
  return { fields, files };
}

/**
 * Form parts become fields, or files when they are uploads; `name[]` parts are gathered under
 * `name` for files and kept as they are for texts. A repeated name gives a list.
 */
function addParts(fields: Record<string, unknown>, files: Record<string, File[]>, parts: Iterable<[string, string | File]>): void {
  const texts = new Map<string, string[]>();
  for (const [rawKey, value] of parts) {
    if (typeof value === 'string') {
      texts.set(rawKey, [...(texts.get(rawKey) ?? []), value]);
    } else {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      files[key] = [...(files[key] ?? []), value];
    }
  }
  for (const [key, values] of texts) fields[key] = values.length === 1 ? values[0] : values;
}

/**
 * A stable cache key: the endpoint name plus its parsed parameters, sorted. Only what the
 * endpoint's schema kept goes in, so unknown parameters cannot make new entries, and values are
 * in their parsed form (`offset=` and `offset=0` share an entry).
 */
export function cacheKey(name: string, params: Record<string, unknown>): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name}?${JSON.stringify(entries)}`;
}

/**
 * A cached answer holds its message in one language, so the language is part of its key (it may
 * come from a parameter the endpoint itself ignores, such as `language_id` on get_location).
 */
export const messageKey = (key: string, language: string | null): string => (language ? `${key}#${language}` : key);
