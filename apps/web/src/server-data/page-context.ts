import 'server-only';
import { cache } from 'react';
import type { Settings } from '@newsroom/contract/settings';
import type { CardContext } from '../components/card-item';
import type { UiText } from '../i18n/ui-text';
import { mediaBaseUrl } from './api';
import { findLanguage, getLanguageTable, getSettings, getUiText, type LanguageTable, type SiteLanguage } from './site';

/** What every page needs to know about its language and the site. */
export interface PageContext {
  language: SiteLanguage;
  table: LanguageTable;
  settings: Settings;
  text: UiText;
  cards: CardContext;
}

/** The page context of a URL's language code, or null when the code names no language. */
export const pageContext = cache(async (code: string): Promise<PageContext | null> => {
  const language = await findLanguage(code);
  if (!language) return null;
  const [table, settings, text, mediaBase] = await Promise.all([getLanguageTable(), getSettings(language.id), getUiText(language.code), mediaBaseUrl()]);
  const cards: CardContext = {
    language,
    timeZone: settings.system_timezone || 'UTC',
    placeholderImage: settings.web_setting.web_placeholder_image,
    mediaPrefix: `${mediaBase}/`,
  };
  return { language, table, settings, text, cards };
});
