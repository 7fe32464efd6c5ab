import 'server-only';
import { cache } from 'react';
import type { Category } from '@newsroom/contract/taxonomy';
import type { Page } from '@newsroom/contract/pages';
import type { Settings } from '@newsroom/contract/settings';
import { buildUiText, type UiText } from '../i18n/ui-text';
import { readApi, readData, readList } from './api';

/** A content language as the pages use it. */
export interface SiteLanguage {
  id: number;
  code: string;
  /** The name in the language itself (e.g. "العربية"). */
  name: string;
  dir: 'ltr' | 'rtl';
  isDefault: boolean;
}

export interface LanguageTable {
  languages: SiteLanguage[];
  defaultLanguage: SiteLanguage;
}

// React's cache() shares one answer between the layout, the page and its metadata during a render.

export const getLanguageTable = cache(async (): Promise<LanguageTable> => {
  const envelope = await readApi('get_languages_list', {});
  const list = envelope.error === 'false' ? envelope.data : [];
  const defaultCode = (envelope.default_language as { code?: string } | undefined)?.code ?? list[0]?.code;
  const languages = list.map((language) => ({
    id: language.id,
    code: language.code,
    name: language.display_name || language.language,
    dir: language.isRTL === '1' ? ('rtl' as const) : ('ltr' as const),
    isDefault: language.code === defaultCode,
  }));
  const defaultLanguage = languages.find((language) => language.isDefault);
  if (!defaultLanguage) throw new Error('The site has no active language');
  return { languages, defaultLanguage };
});

/** The language a URL prefix names, or null for an unknown code. */
export const findLanguage = cache(async (code: string): Promise<SiteLanguage | null> => {
  const { languages } = await getLanguageTable();
  return languages.find((language) => language.code === code) ?? null;
});

export const getUiText = cache(async (code: string): Promise<UiText> => {
  return buildUiText(code, await readData('get_language_json_data', { code }));
});

/** The site settings; with a language, the texts the newsroom words per language (the footer description) in it. */
export const getSettings = cache(async (languageId?: number): Promise<Settings> => {
  const settings = await readData('get_settings', languageId === undefined ? {} : { language_id: languageId });
  if (!settings) throw new Error('The site settings could not be read');
  return settings;
});

export const getCategories = cache(async (languageId: number): Promise<Category[]> => {
  return (await readList('get_category', { language_id: languageId, limit: 100 })).items;
});

export const getSitePages = cache(async (languageId: number): Promise<Page[]> => {
  return (await readList('get_pages', { language_id: languageId })).items;
});
