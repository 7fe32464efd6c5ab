import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { resolveBrowserLocale } from 'react-admin';
import { areaWords } from './console-areas';
import { consoleResourceWordsEn, consoleWordsEn } from './console-words-en';
import { consoleResourceWordsFr, consoleWordsFr } from './console-words-fr';

// English and French: no maintained Arabic pack of react-admin's words exists yet (ADR 010).
// Stories are edited in every site language whatever the console's own.
const areasEn = areaWords('en');
const areasFr = areaWords('fr');
const catalogs = {
  en: { ...englishMessages, console: { ...consoleWordsEn, ...areasEn.console }, resources: { ...consoleResourceWordsEn, ...areasEn.resources } },
  fr: { ...frenchMessages, console: { ...consoleWordsFr, ...areasFr.console }, resources: { ...consoleResourceWordsFr, ...areasFr.resources } },
};

export type ConsoleLocale = keyof typeof catalogs;

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogs[locale as ConsoleLocale] ?? catalogs.en,
  resolveBrowserLocale('en') === 'fr' ? 'fr' : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' },
  ],
  // A word missing from French shows in English rather than as its key.
  { allowMissing: true },
);
