import { hasOwnTranslation } from './ui-text';

/** Scripts written right to left, by language code (the error pages cannot ask the database). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function isRightToLeft(code: string): boolean {
  return RIGHT_TO_LEFT.has(code.split('-')[0]!.toLowerCase());
}

/**
 * The language of a URL for the page shown when the site itself failed (the language table may
 * be out of reach): its prefix when the interface is translated into it, else English.
 */
export function languageOfPath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return hasOwnTranslation(first) ? first : 'en';
}
