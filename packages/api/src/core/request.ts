import type { Context } from 'hono';
import { badRequest } from './errors';

export interface RawRequest {
  fields: Record<string, unknown>;
  files: Record<string, File[]>;
}

/**
 * Every endpoint reads its parameters from the query string and the body alike (form, multipart
 * or JSON); body values win over query values of the same name.
 */
export async function readRequest(c: Context): Promise<RawRequest> {
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
  } else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest('The request body could not be read');
    }
    for (const [rawKey, value] of Object.entries(body)) {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      const values = Array.isArray(value) ? value : [value];
      const uploaded = values.filter((item): item is File => typeof item !== 'string');
      const texts = values.filter((item): item is string => typeof item === 'string');
      if (uploaded.length > 0) files[key] = [...(files[key] ?? []), ...uploaded];
      if (texts.length > 0) fields[rawKey] = texts.length === 1 ? texts[0] : texts;
    }
  }
  return { fields, files };
}

/** A stable cache key: endpoint name plus the sorted parameters, without the access key. */
export function cacheKey(name: string, fields: Record<string, unknown>): string {
  const entries = Object.entries(fields)
    .filter(([key]) => key !== 'access_key')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name}?${JSON.stringify(entries)}`;
}
