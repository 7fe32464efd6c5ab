import { asc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';

export interface KnownLanguage {
  id: number;
  code: string;
  isDefault: boolean;
  status: number;
}

/**
 * Every language of the site, switched off ones included, kept in memory: each call's message
 * language and each story or list looked up by `language_id` needs them, and they change only
 * when an editor adds, switches or removes a language. Such writes clear the read cache, which
 * forgets this list too; it is read again at the latest every 10 s besides, and at once when a
 * call names a language it does not hold (knownLanguage).
 */
const remembered = new WeakMap<Deps['cache'], { at: number; languages: Promise<KnownLanguage[]> }>();
const watched = new WeakSet<Deps['cache']>();
const REMEMBER_MS = 10_000;
const KNOWN_COLUMNS = { id: schema.languages.id, code: schema.languages.code, isDefault: schema.languages.isDefault, status: schema.languages.status };

export function knownLanguages(deps: Deps): Promise<KnownLanguage[]> {
  const cached = remembered.get(deps.cache);
  if (cached && Date.now() - cached.at < REMEMBER_MS) return cached.languages;
  if (!watched.has(deps.cache)) {
    watched.add(deps.cache);
    deps.cache.onClear(() => remembered.delete(deps.cache));
  }
  // A Drizzle query runs again each time it is awaited: `then` makes it one promise, run once.
  const languages = deps.db
    .select(KNOWN_COLUMNS)
    .from(schema.languages)
    .orderBy(asc(schema.languages.id))
    .then((rows) => rows);
  remembered.set(deps.cache, { at: Date.now(), languages });
  languages.catch(() => remembered.delete(deps.cache));
  return languages;
}

/**
 * One language by id, whatever its status; undefined when the site has none by that id. An id
 * missing from the kept list is looked up in the database (a language added by another process,
 * or by a script, is found at once), and when found the list is read again.
 */
export async function knownLanguage(deps: Deps, id: number): Promise<KnownLanguage | undefined> {
  const kept = (await knownLanguages(deps)).find((language) => language.id === id);
  if (kept) return kept;
  const [added] = await deps.db
    .select(KNOWN_COLUMNS)
    .from(schema.languages)
    .where(eq(schema.languages.id, id))
    .limit(1);
  if (added) remembered.delete(deps.cache);
  return added;
}
