import type { UiText } from '../i18n/ui-text';
import type { LanguageTable, SiteLanguage } from '../server-data/site';
import type { Alternates } from '../seo/page-metadata';
import styles from './drawer-contents.module.css';
import { LanguageSwitch } from './language-switch';
import { MainNavigation, type MainNavigationProps } from './main-navigation';
import type { ReaderToolsSlot } from './reader-tools-slot';
import { ThemeToggle } from './theme-toggle';

interface DrawerContentsProps {
  language: SiteLanguage;
  table: LanguageTable;
  alternates: Alternates;
  text: Pick<UiText, 'language' | 'darkTheme'>;
  navigation: Omit<MainNavigationProps, 'navClass' | 'listClass' | 'linkClass'>;
  readerLinks?: ReaderToolsSlot['links'];
}

/**
 * What the phone's drawer holds: first the short things (languages and theme, the reader's
 * links), then the navigation, which may be long and scrolls.
 */
export function DrawerContents({ language, table, alternates, text, navigation, readerLinks }: DrawerContentsProps) {
  return (
    <>
      <div className={styles.settings}>
        <LanguageSwitch current={language} table={table} alternates={alternates} label={text.language} navClass={styles.languages} linkClass={styles.languageLink} />
        <ThemeToggle label={text.darkTheme} labelShown className={styles.theme} />
      </div>
      {readerLinks && <div className={styles.readerLinks}>{readerLinks(styles.readerLink)}</div>}
      <MainNavigation {...navigation} listClass={styles.navList} linkClass={styles.navLink} />
    </>
  );
}
