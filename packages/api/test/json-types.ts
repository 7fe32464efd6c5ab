/** A JSON value's type as a strict client tells them apart: null is not an object, a list is not one either. */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'list' | 'object';

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value as JsonType;
}

/**
 * The JSON type of every field of an answer's object. Compared with `toEqual` against the types
 * API.md gives, it checks each field's type and that no field is missing or extra.
 */
export function jsonTypes(value: unknown): Record<string, JsonType> {
  if (jsonType(value) !== 'object') throw new Error(`expected an object, got ${jsonType(value)}`);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([field, item]) => [field, jsonType(item)]));
}
