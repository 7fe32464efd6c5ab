import { keepsPlaceholders } from './ui-text';

/** English defaults, then the language's translation, then the newsroom's own labels. */
export function withLabels<T extends Record<string, string>>(english: T, translation: Partial<T> | undefined, labels: Record<string, string> | null): T {
  const text: T = { ...english, ...translation };
  for (const key of Object.keys(english) as (keyof T & string)[]) {
    const label = labels?.[key];
    if (typeof label === 'string' && label.trim() !== '' && keepsPlaceholders(label, english[key] ?? '')) text[key] = label as T[keyof T & string];
  }
  return text;
}
