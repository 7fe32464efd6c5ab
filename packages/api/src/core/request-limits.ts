import { badRequest } from './errors';

/**
 * Bounds on what one request may carry, checked before any endpoint sees it. The body as a whole
 * is bounded before it is read (core/pipeline.ts); these bound its parts, so that no field can
 * grow a cache key, a log line or a database row past what the product needs.
 */

/** A body without files: the longest legitimate one is a news description of 100,000 characters. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Fields in one request: the widest endpoint (set_news) takes about twenty. */
export const MAX_FIELDS = 200;
/** A field name: parameter names are short words. */
export const MAX_NAME_LENGTH = 100;
/** One text value: a news description (100,000 characters) with room to spare. */
export const MAX_VALUE_LENGTH = 120_000;
/** JSON bodies nest a push subscription at most two levels deep. */
const MAX_DEPTH = 3;

/**
 * Control characters no text field may hold. PostgreSQL cannot store NUL at all, and the others
 * (but tab, line feed and carriage return) are invisible junk in a name, a comment or a search.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Refuses, with a 400 that names the field, any request field that breaks these bounds. */
export function checkFields(fields: Record<string, unknown>): void {
  const names = Object.keys(fields);
  if (names.length > MAX_FIELDS) throw badRequest(`The request carries too many parameters (at most ${MAX_FIELDS})`);
  for (const name of names) checkValue(name, fields[name], 0);
}

function checkValue(name: string, value: unknown, depth: number): void {
  if (name.length > MAX_NAME_LENGTH || FORBIDDEN_CONTROL.test(name)) throw badRequest('The request carries a parameter name that is not allowed');
  if (typeof value === 'string') {
    if (value.length > MAX_VALUE_LENGTH) throw badRequest(`${name} is too long (at most ${MAX_VALUE_LENGTH} characters)`);
    if (FORBIDDEN_CONTROL.test(value)) throw badRequest(`${name} contains a control character that text may not hold`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw badRequest(`${name} is nested too deeply`);
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  if (entries.length > MAX_FIELDS) throw badRequest(`${name} has too many parts (at most ${MAX_FIELDS})`);
  for (const [key, item] of entries) checkValue(Array.isArray(value) ? name : key, item, depth + 1);
}
