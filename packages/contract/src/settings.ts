import type { Language } from './languages';
import { id, readParams, text } from './params';

/**
 * `type` is sent by existing clients and ignored: the whole settings object is always answered.
 * `language_id` (optional) words the texts a newsroom writes per language (the footer
 * description) in that language; without it, or without such a text, the site-wide one.
 */
export const getSettingsParams = readParams({ type: text(50).optional(), language_id: id().optional() });

/** A feature switch: existing clients compare it with the strings "0"/"1". */
export type ModeSwitch = '0' | '1';

export interface WebSetting {
  web_name: string;
  web_color_code: string;
  web_footer_description: string;
  web_header_logo: string;
  web_footer_logo: string;
  web_placeholder_image: string;
}

export interface SocialMediaLink {
  id: number;
  image: string;
  link: string;
}

export interface Settings {
  category_mode: ModeSwitch;
  subcategory_mode: ModeSwitch;
  breaking_news_mode: ModeSwitch;
  live_streaming_mode: ModeSwitch;
  comments_mode: ModeSwitch;
  location_news_mode: ModeSwitch;
  auto_delete_expire_news_mode: ModeSwitch;
  /** Radius in kilometres within which location news counts as near. */
  nearest_location_measure: number;
  system_timezone: string;
  default_language: Language | null;
  web_setting: WebSetting;
  social_media: SocialMediaLink[];
}
