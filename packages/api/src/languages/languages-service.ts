import { asc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Language, LanguageLabels } from '@newsroom/contract/languages';
import type { Deps } from '../deps';
import { notFound } from '../core/errors';
import { mediaUrl } from '../media/store';
import { knownLanguage } from './known-languages';

type LanguageRow = typeof schema.languages.$inferSelect;

export function toLanguage(deps: Deps, row: LanguageRow): Language {
  return {
    id: row.id,
    language: row.language,
    code: row.code,
    status: row.status,
    isRTL: row.isRtl ? '1' : '0',
    image: mediaUrl(deps.config.mediaBaseUrl, row.image),
    display_name: row.displayName,
  };
}

/** Active languages, in the order they were added. */
export async function listLanguages(deps: Deps): Promise<{ languages: Language[]; defaultLanguage: Language | null }> {
  const rows = await deps.db.select().from(schema.languages).where(eq(schema.languages.status, 1)).orderBy(asc(schema.languages.id));
  const languages = rows.map((row) => toLanguage(deps, row));
  const fallback = rows.find((row) => row.isDefault) ?? rows[0];
  return { languages, defaultLanguage: fallback ? toLanguage(deps, fallback) : null };
}

/** The UI labels of the language with that code; without a code (a first visit), the site's default language. */
export async function labelsFor(deps: Deps, code: string | undefined): Promise<LanguageLabels> {
  const language = code === undefined ? eq(schema.languages.id, await languageIdOrDefault(deps, undefined)) : eq(schema.languages.code, code.toLowerCase());
  const [row] = await deps.db
    .select({ labels: schema.languageLabels.labels })
    .from(schema.languages)
    .innerJoin(schema.languageLabels, eq(schema.languageLabels.languageId, schema.languages.id))
    .where(language)
    .limit(1);
  if (!row) throw notFound('Language');
  return row.labels;
}

const defaultIds = new WeakMap<Deps['cache'], { at: number; id: Promise<number> }>();

async function loadDefaultLanguageId(deps: Deps): Promise<number> {
  const { defaultLanguage } = await listLanguages(deps);
  if (!defaultLanguage) throw notFound('Language');
  return defaultLanguage.id;
}

/** After the default changes: calls without a language use the new one at once, not within 10 s. */
export function forgetDefaultLanguage(deps: Deps): void {
  defaultIds.delete(deps.cache);
}

/** The content language of a call: the one asked for (which must exist), else the site default. */
export async function languageIdOrDefault(deps: Deps, languageId: number | undefined): Promise<number> {
  if (languageId === undefined) {
    const cached = defaultIds.get(deps.cache);
    if (cached && Date.now() - cached.at < 10_000) return cached.id;
    const id = loadDefaultLanguageId(deps);
    defaultIds.set(deps.cache, { at: Date.now(), id });
    id.catch(() => defaultIds.delete(deps.cache));
    return id;
  }
  const language = await knownLanguage(deps, languageId);
  if (!language) throw notFound('Language');
  return language.id;
}
