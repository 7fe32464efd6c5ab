import { CLIENT_LABEL_KEYS } from './client-keys';
import type { ClientLabelSet } from './client-en';
import { LABEL_KEYS as SITE_LABEL_KEYS, type LabelSet } from './en';

/** Every label a seeded language carries: the site's own and those the existing clients ask for. */
export type SeedLabels = LabelSet & ClientLabelSet;

/** One language's labels; a key both define (`home`, `search`…) keeps the site's text. */
export function seedLabels(site: LabelSet, clients: ClientLabelSet): SeedLabels {
  return { ...clients, ...site };
}

/** The label keys every seeded language defines. */
export const LABEL_KEYS: string[] = [...new Set<string>([...SITE_LABEL_KEYS, ...CLIENT_LABEL_KEYS])];
