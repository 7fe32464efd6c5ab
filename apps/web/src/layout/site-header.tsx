import Link from 'next/link';
import type { ReactNode } from 'react';
import { SearchButton } from '../shell/search-button';
import { readData } from '../server-data/api';
import { getCategories, getSettings, getUiText, type LanguageTable, type SiteLanguage } from '../server-data/site';
import { categoryPath, homePath } from '../routing/paths';
import { featureSwitches, screenLinks, type ScreenKey, type ScreenLink } from './feature-switches';
import { LabelsSync } from './labels-sync';
import { LanguageSwitch } from './language-switch';
import type { Alternates } from '../seo/page-metadata';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';

interface SiteHeaderProps {
  language: SiteLanguage;
  table: LanguageTable;
  alternates: Alternates;
  activeCategory?: string;
  activeScreen?: ScreenKey;
  isHome?: boolean;
  /**
   * The reader's own links beside the search button (bookmarks, notifications, the account menu):
   * features the app composes in, drawn with the header's tool style.
   */
  readerTools?: (toolClass?: string) => ReactNode;
}

export async function SiteHeader({ language, table, alternates, activeCategory, activeScreen, isHome, readerTools }: SiteHeaderProps) {
  const [settings, categories, text, labels] = await Promise.all([
    getSettings(),
    getCategories(language.id),
    getUiText(language.code),
    readData('get_language_json_data', { code: language.code }),
  ]);
  const siteName = settings.web_setting.web_name;
  const logo = settings.web_setting.web_header_logo;
  const switches = featureSwitches(settings);
  const screens = screenLinks(language, switches, text, { short: true });
  // "All categories" closes the menu, after the categories themselves.
  const isAllCategories = (link: ScreenLink) => link.key === 'categories';
  const screenItem = (link: ScreenLink) => (
    <li key={link.key}>
      <Link href={link.href} aria-current={link.key === activeScreen ? 'page' : undefined} className={styles.menuLink}>
        {link.label}
      </Link>
    </li>
  );
  return (
    <header className={styles.header}>
      {labels && <LabelsSync labels={labels} />}
      <div className={`container ${styles.bar}`}>
        <Link href={homePath(language)} className={styles.brand}>
          {logo ? <img src={logo} alt={siteName} width={150} height={40} className={styles.logo} /> : <span className={styles.name}>{siteName}</span>}
        </Link>
        <div className={styles.tools}>
          <SearchButton className={styles.toolButton} />
          {readerTools?.(styles.toolLink)}
          <LanguageSwitch current={language} table={table} alternates={alternates} label={text.language} />
          <ThemeToggle label={text.darkTheme} />
        </div>
      </div>
      <nav aria-label={text.mainNavigation} className={styles.nav}>
        <ul className={`container ${styles.menu}`}>
          <li>
            <Link href={homePath(language)} aria-current={isHome ? 'page' : undefined} className={styles.menuLink}>
              {text.home}
            </Link>
          </li>
          {screens.filter((link) => !isAllCategories(link)).map(screenItem)}
          {switches.categories &&
            categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={categoryPath(language, category.slug)}
                  aria-current={category.slug === activeCategory ? 'page' : undefined}
                  className={styles.menuLink}
                >
                  {category.category_name}
                </Link>
              </li>
            ))}
          {screens.filter(isAllCategories).map(screenItem)}
        </ul>
      </nav>
    </header>
  );
}
