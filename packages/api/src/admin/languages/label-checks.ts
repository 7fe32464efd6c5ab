import { MAX_LABEL_LENGTH, MAX_LABELS_BYTES } from '@newsroom/contract/admin/languages-labels';
import { FieldErrors } from '../core/admin-errors';
import { isKnownKey, type Labels } from './language-records';

/** The first few keys of a refusal, so a file with hundreds of wrong keys still gets a readable message. */
function named(keys: string[]): string {
  const shown = keys.slice(0, 10).join(', ');
  return keys.length > 10 ? `${shown} (+${keys.length - 10})` : shown;
}

/**
 * Labels as sent (a form, an imported file), checked as a whole so that one answer names every
 * wrong key: a text for each key, no text longer than a label needs, and only keys the site or the
 * apps ask for, or that the language already has (a key the newsroom added for an app of its own).
 */
export function checkedLabels(sent: Record<string, unknown>, current: Labels): Labels {
  if (new TextEncoder().encode(JSON.stringify(sent)).length > MAX_LABELS_BYTES) {
    throw new FieldErrors({ labels: `must be at most ${MAX_LABELS_BYTES / 1024} kB of JSON` });
  }
  const entries = Object.entries(sent);
  const notText = entries.filter(([, value]) => typeof value !== 'string').map(([key]) => key);
  if (notText.length > 0) throw new FieldErrors({ labels: `must give each key a text; these do not: ${named(notText)}` });
  const tooLong = entries.filter(([, value]) => (value as string).length > MAX_LABEL_LENGTH).map(([key]) => key);
  if (tooLong.length > 0) throw new FieldErrors({ labels: `must keep each text under ${MAX_LABEL_LENGTH} characters; too long: ${named(tooLong)}` });
  const unknown = entries.map(([key]) => key).filter((key) => !isKnownKey(key) && !(key in current));
  if (unknown.length > 0) throw new FieldErrors({ labels: `has keys neither the site nor the apps use: ${named(unknown)}` });
  return Object.fromEntries(entries) as Labels;
}

/** The label set after a write: an empty (or blank) text removes its key, and the site shows its own fallback there. */
export function nextLabels(current: Labels, changes: Labels, replace: boolean): Labels {
  const next: Labels = replace ? {} : { ...current };
  for (const [key, text] of Object.entries(changes)) {
    if (text.trim() === '') delete next[key];
    else next[key] = text;
  }
  return next;
}

export function countChanged(before: Labels, after: Labels): number {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).length;
}
