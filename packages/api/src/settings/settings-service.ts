import type { Settings } from '@newsroom/contract/settings';
import type { Deps } from '../deps';
import { listLanguages } from '../languages/languages-service';
import { vapidKeys } from '../push/vapid-keys';
import { mediaUrl } from '../media/store';
import { SWITCH_KEYS, siteSettings } from './site-settings';

/**
 * Everything a client needs at start-up: feature switches, time zone, branding, default language.
 * A text a newsroom words per language is kept as `<key>_<code>` (`web_footer_description_ar`)
 * beside the site-wide `<key>`, which answers when the language has none.
 */
export async function publicSettings(deps: Deps, languageId?: number): Promise<Settings> {
  const [site, { defaultLanguage, languages }, pushKeys] = await Promise.all([siteSettings(deps), listLanguages(deps), vapidKeys(deps.db, deps.config.push)]);
  const code = languages.find((language) => language.id === languageId)?.code;
  const text = (key: string) => site.values[key] ?? '';
  const worded = (key: string) => (code ? site.values[`${key}_${code}`] : undefined) || text(key);
  const image = (key: 'web_header_logo' | 'web_footer_logo' | 'web_placeholder_image' | 'web_og_image') => mediaUrl(deps.config.mediaBaseUrl, site.values[key]);
  const modes = Object.fromEntries(SWITCH_KEYS.map((key) => [key, site.switchOn(key) ? '1' : '0'])) as Record<(typeof SWITCH_KEYS)[number], '0' | '1'>;
  return {
    ...modes,
    nearest_location_measure: site.nearestLocationKm,
    system_timezone: site.timeZone,
    news_submission: site.newsSubmission,
    default_language: defaultLanguage,
    web_setting: {
      web_name: text('web_name'),
      web_color_code: text('web_color_code'),
      web_footer_description: worded('web_footer_description'),
      web_header_logo: image('web_header_logo'),
      web_footer_logo: image('web_footer_logo'),
      web_placeholder_image: image('web_placeholder_image'),
      meta_title: worded('web_meta_title'),
      meta_description: worded('web_meta_description'),
      meta_keyword: worded('web_meta_keyword'),
      og_image: image('web_og_image'),
    },
    social_media: site.socialMedia.map((link) => ({ id: link.id, image: mediaUrl(deps.config.mediaBaseUrl, link.image), link: link.link })),
    vapid_public_key: pushKeys?.publicKey ?? '',
  };
}
