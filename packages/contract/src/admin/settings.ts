import { z } from 'zod';
import { absoluteUrlOrEmpty } from '../json';
import { NEWS_SUBMISSION_MODES } from '../roles';
import { listQuery } from './list-query';
import { COLOUR_PATTERN } from './settings-colour';

/**
 * Switches as get_settings answers them, plus `comment_premoderation` (comments of new readers
 * wait for a moderator), which only the server reads.
 */
export const SETTING_SWITCHES = [
  'category_mode',
  'subcategory_mode',
  'breaking_news_mode',
  'live_streaming_mode',
  'comments_mode',
  'comment_premoderation',
  'location_news_mode',
  'auto_delete_expire_news_mode',
] as const;
export type SettingSwitch = (typeof SETTING_SWITCHES)[number];

/** Images of the site's identity and its default sharing image, each stored as a `settings` row. */
export const SETTING_IMAGES = ['web_header_logo', 'web_footer_logo', 'web_placeholder_image', 'web_og_image'] as const;
export type SettingImage = (typeof SETTING_IMAGES)[number];

/**
 * Texts a newsroom words per language, kept as `<key>_<code>` rows beside the site-wide `<key>`,
 * which answers where a language has none (as `web_footer_description_fr` always has).
 */
export const PER_LANGUAGE_TEXTS = ['web_footer_description', 'web_meta_title', 'web_meta_description', 'web_meta_keyword'] as const;
export type PerLanguageText = (typeof PER_LANGUAGE_TEXTS)[number];

/** Kilometres: a city's surroundings to a large region. */
export const RADIUS_KM = { min: 1, max: 1000 } as const;

/** An IANA zone name the runtime knows (`Europe/Paris`); `UTC` too. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const texts = {
  web_footer_description: z.string().trim().max(1000),
  web_meta_title: z.string().trim().max(200),
  web_meta_description: z.string().trim().max(500),
  web_meta_keyword: z.string().trim().max(500),
};

const languageTexts = z.object(texts).partial().strict();
const languageCode = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, 'must be a language code');

/** Every setting the console edits, as the console shows it (images as addresses, "" for none). */
export const adminSettingsRecord = z
  .object({
    ...Object.fromEntries(SETTING_SWITCHES.map((key) => [key, z.boolean()])) as Record<SettingSwitch, z.ZodBoolean>,
    nearest_location_measure: z.number(),
    news_submission: z.enum(NEWS_SUBMISSION_MODES),
    system_timezone: z.string(),
    web_name: z.string(),
    web_color_code: z.string(),
    ...Object.fromEntries(Object.keys(texts).map((key) => [key, z.string()])) as Record<PerLanguageText, z.ZodString>,
    ...Object.fromEntries(SETTING_IMAGES.map((key) => [key, absoluteUrlOrEmpty])) as Record<SettingImage, typeof absoluteUrlOrEmpty>,
    /** Per language code, the texts worded for it ("" where the site-wide text answers). */
    by_language: z.record(z.string(), z.object(Object.fromEntries(Object.keys(texts).map((key) => [key, z.string()])) as Record<PerLanguageText, z.ZodString>).strict()),
    /** Contrast of white text on the site colour (WCAG; 4.5 and more reads well). */
    colour_contrast: z.number().nullable(),
  })
  .strict();
export type AdminSettingsRecord = z.infer<typeof adminSettingsRecord>;

/**
 * A change of some settings: only the keys sent change, an unknown key is refused. Images come as
 * files of their field; `remove_<image>` clears one.
 */
export const settingsUpdateBody = z
  .object({
    ...Object.fromEntries(SETTING_SWITCHES.map((key) => [key, z.boolean().optional()])) as Record<SettingSwitch, z.ZodOptional<z.ZodBoolean>>,
    nearest_location_measure: z.number().min(RADIUS_KM.min).max(RADIUS_KM.max).optional(),
    news_submission: z.enum(NEWS_SUBMISSION_MODES).optional(),
    system_timezone: z.string().trim().max(100).refine(isKnownTimeZone, 'is not a known time zone (an IANA name such as Europe/Paris)').optional(),
    web_name: z.string().trim().min(1).max(100).optional(),
    web_color_code: z.string().trim().regex(COLOUR_PATTERN, 'must be a colour as #RRGGBB').optional(),
    web_footer_description: texts.web_footer_description.optional(),
    web_meta_title: texts.web_meta_title.optional(),
    web_meta_description: texts.web_meta_description.optional(),
    web_meta_keyword: texts.web_meta_keyword.optional(),
    by_language: z.record(languageCode, languageTexts).optional(),
    ...Object.fromEntries(SETTING_IMAGES.map((key) => [`remove_${key}`, z.boolean().optional()])) as Record<`remove_${SettingImage}`, z.ZodOptional<z.ZodBoolean>>,
  })
  .strict();
export type SettingsUpdateBody = z.infer<typeof settingsUpdateBody>;

/** A social network link in the site's footer, in its order. */
export const adminSocialLinkRecord = z
  .object({ id: z.number().int().positive(), link: z.string(), image: absoluteUrlOrEmpty, row_order: z.number().int() })
  .strict();
export type AdminSocialLinkRecord = z.infer<typeof adminSocialLinkRecord>;

const socialLink = () => z.string().trim().max(500).regex(/^https:\/\/[^\s]+$/, 'must be an https:// address');
const rowOrder = () => z.number().int().min(0).max(10_000);

export const socialLinkListQuery = listQuery(['row_order', 'id'], z.object({ id: z.array(z.number().int().positive()).max(100).optional() }).strict());

/** The icon comes as the `image` file, required when adding a link. */
export const socialLinkCreateBody = z.object({ link: socialLink(), row_order: rowOrder().optional() }).strict();
export const socialLinkUpdateBody = z.object({ link: socialLink().optional(), row_order: rowOrder().optional() }).strict();
