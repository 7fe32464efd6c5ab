import { id, readParams, text } from './params';

export const getLanguagesListParams = readParams({ language_id: id().optional() });
/** `code` absent or empty: the site's default language (a first visit has chosen none yet). */
export const getLanguageJsonDataParams = readParams({
  code: text(10, 1).regex(/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})?$/, 'must be a language code such as en or pt-BR').optional(),
});

export interface Language {
  id: number;
  language: string;
  code: string;
  status: number;
  /** "1" for a right-to-left language, else "0". */
  isRTL: '0' | '1';
  image: string;
  display_name: string;
}

/** Label key -> text in one language. */
export type LanguageLabels = Record<string, string>;
