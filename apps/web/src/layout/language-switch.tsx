import type { LanguageTable, SiteLanguage } from '../server-data/site';
import { homePath } from '../routing/paths';
import type { Alternates } from '../seo/page-metadata';
import styles from './site-header.module.css';

interface LanguageSwitchProps {
  current: SiteLanguage;
  table: LanguageTable;
  alternates: Alternates;
  label: string;
  /** The header's bar styles them by default; the phone's drawer passes its own. */
  navClass?: string;
  linkClass?: string;
}

/**
 * Links to this page in every language (or to that language's home page when the page has no
 * equivalent there). Plain links: a new language loads a whole document, with its own `lang`
 * and `dir`, and the reader's language state starts fresh.
 */
export function LanguageSwitch({ current, table, alternates, label, navClass = styles.languages, linkClass = styles.languageLink }: LanguageSwitchProps) {
  return (
    <nav aria-label={label} className={navClass}>
      <ul>
        {table.languages.map((language) => (
          <li key={language.code}>
            <a
              href={alternates[language.code] ?? homePath(language)}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current.code ? 'true' : undefined}
              className={linkClass}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
