import { z } from 'zod';
import { absoluteUrlOrEmpty, rowId, zeroOrOne, zeroOrOneNumber } from './json';
import { id, readParams, text } from './params';

export const getLanguagesListParams = readParams({ language_id: id().optional() });
/** `code` absent or empty: the site's default language (a first visit has chosen none yet). */
export const getLanguageJsonDataParams = readParams({
  code: text(10, 1).regex(/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})?$/, 'must be a language code such as en or pt-BR').optional(),
});

export const language = z
  .object({
    id: rowId,
    language: z.string(),
    code: z.string(),
    /** 1 active (only active languages are listed). */
    status: zeroOrOneNumber,
    /** "1" for a right-to-left language, else "0". */
    isRTL: zeroOrOne,
    image: absoluteUrlOrEmpty,
    display_name: z.string(),
  })
  .strict()
  .meta({
    id: 'Language',
    example: { id: 1, language: 'English', code: 'en', status: 1, isRTL: '0', image: 'https://news.example.com/media/flags/en.webp', display_name: 'English' },
  });
export type Language = z.infer<typeof language>;

/** Label key -> text in one language; open by nature (the keys are the clients' labels). */
export const languageLabels = z
  .record(z.string(), z.string())
  .meta({ id: 'LanguageLabels', example: { home: 'Home', readMore: 'Read more', 'Are you sure?': 'Are you sure?' } });
export type LanguageLabels = z.infer<typeof languageLabels>;

export const getLanguagesListData = z.array(language);
/** Beside `data`: the site's default language, null only while no language is active. */
export const getLanguagesListExtra = z.object({ default_language: language.nullable() }).strict();
export const getLanguageJsonDataData = languageLabels;
