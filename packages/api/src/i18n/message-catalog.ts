import { NO_DATA_FOUND } from '@newsroom/contract/envelope';
import { ARABIC_MESSAGES } from './messages-ar';
import { FRENCH_MESSAGES } from './messages-fr';

/**
 * The API's messages in the reader's language. Services keep writing English; the envelope is
 * translated here, once, for every endpoint. A catalog maps each English message to its
 * translation; an entry with `{name}` parts is a template matched against the whole message:
 * - `{field}`, `{name}`: an API name (`offset`, `ofile.0`), kept as it is;
 * - `{n}`, `{min}`, `{max}`: a number, kept;
 * - `{rule}`, `{wait}`: a part that is itself a catalog entry, translated (the template fails
 *   without it, so "Too many sign-ups" is never read as a field "Too" and a rule);
 * - `{reason}`: translated when the catalog has it, else kept;
 * - anything else (`{value}`, `{values}`, `{what}`): kept as it is.
 * Exact entries win over templates; among templates, the one with the most fixed text wins.
 *
 * `No Data Found` stays English in every language: clients compare it (API.md, Transport).
 */
export const MESSAGE_CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fr: FRENCH_MESSAGES,
  ar: ARABIC_MESSAGES,
};

const NAME = '[A-Za-z_][\\w.\\[\\]-]*';
const NUMBER = '-?\\d+(?:\\.\\d+)?';
const PART_PATTERNS: Record<string, string> = { field: NAME, name: NAME, n: NUMBER, min: NUMBER, max: NUMBER };
const TRANSLATED = new Set(['rule', 'wait']);
const TRANSLATED_WHEN_KNOWN = new Set(['reason']);

interface Template {
  pattern: RegExp;
  parts: string[];
  translation: string;
  fixedLength: number;
}

interface Compiled {
  exact: Map<string, string>;
  templates: Template[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalog: Readonly<Record<string, string>>): Compiled {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    const parts = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    if (parts.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(/\{\w+\}/)
      .map(escape)
      .reduce((built, fixed, index) => (index === 0 ? fixed : `${built}(${PART_PATTERNS[parts[index - 1] ?? ''] ?? '.+?'})${fixed}`), '');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), parts, translation, fixedLength: english.replace(/\{\w+\}/g, '').length });
  }
  templates.sort((a, b) => b.fixedLength - a.fixedLength);
  return { exact, templates };
}

const compiled = new Map(Object.entries(MESSAGE_CATALOGS).map(([code, catalog]) => [code, compile(catalog)]));

function lookUp(catalog: Compiled, message: string, depth: number): string | null {
  const exact = catalog.exact.get(message);
  if (exact !== undefined) return exact;
  if (depth > 3) return null;
  for (const template of catalog.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    let complete = true;
    template.parts.forEach((part, index) => {
      const value = match[index + 1] ?? '';
      if (TRANSLATED.has(part) || TRANSLATED_WHEN_KNOWN.has(part)) {
        const translated = lookUp(catalog, value, depth + 1);
        if (translated === null && TRANSLATED.has(part)) complete = false;
        values[part] = translated ?? value;
      } else {
        values[part] = value;
      }
    });
    if (complete) return template.translation.replace(/\{(\w+)\}/g, (whole, part: string) => values[part] ?? whole);
  }
  return null;
}

/** The catalog's languages: a code of the site (`fr`, `fr-CA`) maps to one of them, or to none. */
export function catalogLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  const lower = code.toLowerCase();
  if (compiled.has(lower)) return lower;
  const base = lower.split(/[-_]/)[0] ?? '';
  return compiled.has(base) ? base : null;
}

/**
 * `message` in the language `code`, or null when the catalog has no words for it (the caller
 * then answers the English).
 */
export function findTranslation(message: string, code: string | null | undefined): string | null {
  const language = catalogLanguage(code);
  if (!language) return null;
  if (message === NO_DATA_FOUND) return message;
  const catalog = compiled.get(language);
  return catalog ? lookUp(catalog, message, 0) : null;
}

/** `message` in the language `code`: English when that language, or this message, has no translation. */
export function translateMessage(message: string, code: string | null | undefined): string {
  return findTranslation(message, code) ?? message;
}
