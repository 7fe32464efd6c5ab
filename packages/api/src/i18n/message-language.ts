import type { Deps } from '../deps';
import { knownLanguages } from '../languages/known-languages';
import { catalogLanguage } from './message-catalog';

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * The language a call's message is written in, as a code of the message catalog, or null for
 * English: the call's `language_id`, else the language code it names (`lang` of the identity
 * endpoints, `code` of get_language_json_data), else the site's default language. The reader's
 * account holds no language (the users table has none; the identity service, too, words its
 * mails by the `lang` of each request), so a call that names none is answered in the default.
 * An unknown id or code, or a language the catalog has no words for, falls back the same way
 * (then English): a call is never refused for the language of its message.
 */
export async function messageLanguage(deps: Deps, fields: Record<string, unknown>): Promise<string | null> {
  const languageId = textOf(fields.language_id);
  const named = textOf(fields.lang) || textOf(fields.code);
  const languages = await knownLanguages(deps);
  const chosen = /^\d{1,10}$/.test(languageId) ? languages.find((language) => language.id === Number(languageId))?.code : undefined;
  const requested = chosen ?? (/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/.test(named) ? named : undefined);
  const active = languages.filter((language) => language.status === 1);
  const fallback = active.find((language) => language.isDefault) ?? active[0];
  // As the identity service's mails: the language asked for when there are words for it, else the default's.
  for (const code of [requested, fallback?.code]) {
    if (isEnglish(code)) return null;
    const language = catalogLanguage(code);
    if (language) return language;
  }
  return null;
}

/** English is the language the services write in: it needs no catalog. */
const isEnglish = (code: string | undefined) => code?.toLowerCase().split(/[-_]/)[0] === 'en';
