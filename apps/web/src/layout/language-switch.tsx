import type { LanguageTable, SiteLanguage } from '../server-data/site';
import { homePath } from '../routing/paths';
import type { Alternates } from '../seo/page-metadata';
import styles from './site-header.module.css';

interface LanguageSwitchProps {
  current: SiteLanguage;
  table: LanguageTable;
  alternates: Alternates;
  label: string;
}

/**
 * Links to this page in every language (or to that language's home page when the page has no
 * equivalent there). Plain links: a new language loads a whole document, with its own `lang`
 * and `dir`, and the reader's language state starts fresh.
 */
export function LanguageSwitch({ current, table, alternates, label }: LanguageSwitchProps) {
  return (
    <nav aria-label={label} className={styles.languages}>
      <ul>
        {table.languages.map((language) => (
          <li key={language.code}>
            <a
              href={alternates[language.code] ?? homePath(language)}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current.code ? 'true' : undefined}
              className={styles.languageLink}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
