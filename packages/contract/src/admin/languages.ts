import { z } from 'zod';
import { textWithoutTags } from '../params';
import { listQuery } from './list-query';

/** A site language as the console lists, picks and edits it. */
export const adminLanguageRecord = z
  .object({
    id: z.number().int().positive(),
    code: z.string(),
    name: z.string(),
    display_name: z.string(),
    right_to_left: z.boolean(),
    is_default: z.boolean(),
    active: z.boolean(),
    /** The flag's absolute address, or ''. */
    image: z.string(),
    /** Known label keys (the site's and the existing apps') this language has no text for. */
    missing_labels: z.number().int().nonnegative(),
  })
  .strict();
export type AdminLanguageRecord = z.infer<typeof adminLanguageRecord>;

/** What a language holds: it cannot be deleted while any count is above zero (the rows would go with it). */
export const languageContent = z
  .object({
    stories: z.number().int().nonnegative(),
    categories: z.number().int().nonnegative(),
    subcategories: z.number().int().nonnegative(),
    tags: z.number().int().nonnegative(),
    breaking_news: z.number().int().nonnegative(),
    live_streams: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    surveys: z.number().int().nonnegative(),
    featured_sections: z.number().int().nonnegative(),
    ad_spaces: z.number().int().nonnegative(),
    notifications: z.number().int().nonnegative(),
    devices: z.number().int().nonnegative(),
  })
  .strict();
export type LanguageContent = z.infer<typeof languageContent>;

/** One language's edit screen: the record and what it holds. */
export const adminLanguageDetail = adminLanguageRecord.extend({ content: languageContent }).strict();

/** First path segments the site and its API own: a language code there would hide them. */
export const RESERVED_LANGUAGE_CODES = ['api', 'admin', 'media', 'health'] as const;

const isLanguageTag = (code: string) => {
  try {
    return Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
};

/**
 * A BCP 47 language tag (`de`, `pt-br`, `zh-hant`), kept in lower case: it is the first segment of
 * the language's addresses on the site, and the apps ask for its labels by it.
 */
export const languageCode = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(35, 'must be at most 35 characters')
    .regex(/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/, 'must be a language tag such as de or pt-br')
    .refine(isLanguageTag, 'must be a language tag such as de or pt-br')
    .refine((code) => !(RESERVED_LANGUAGE_CODES as readonly string[]).includes(code), 'is reserved for the site’s own addresses');

const languageName = () => textWithoutTags(60, 1);

/**
 * A new language is inactive unless said otherwise: readers see it once its labels are ready. Its
 * labels start as a copy of the default language's unless `copy_default_labels` is false (empty:
 * the site then shows its own English fallbacks). The flag comes as the multipart `image` part.
 */
export const languageCreateBody = z
  .object({
    code: languageCode(),
    name: languageName(),
    display_name: languageName(),
    right_to_left: z.boolean().default(false),
    active: z.boolean().default(false),
    copy_default_labels: z.boolean().default(true),
  })
  .strict();

/** The code is fixed once made: addresses, bookmarks and the apps' saved choice carry it. */
export const languageUpdateBody = z
  .object({
    name: languageName().optional(),
    display_name: languageName().optional(),
    right_to_left: z.boolean().optional(),
    active: z.boolean().optional(),
    remove_image: z.boolean().optional(),
  })
  .strict();

export const languageListQuery = listQuery(
  ['id', 'code', 'name'],
  z
    .object({
      id: z.array(z.coerce.number().int().positive()).max(100).optional(),
      q: z.string().max(100).optional(),
      active: z.boolean().optional(),
    })
    .strict(),
);
