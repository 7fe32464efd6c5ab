/** A logged value as words: the log keeps JSON (strings, numbers, booleans, null, objects). */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
