import Link from 'next/link';
import { SearchButton } from '../shell/search-button';
import { readData } from '../server-data/api';
import { getCategories, getSettings, getUiText, type LanguageTable, type SiteLanguage } from '../server-data/site';
import { homePath } from '../routing/paths';
import { DrawerContents } from './drawer-contents';
import { featureSwitches, screenLinks, type ScreenKey } from './feature-switches';
import { HeaderDrawer } from './header-drawer';
import { LabelsSync } from './labels-sync';
import { LanguageSwitch } from './language-switch';
import { MainNavigation } from './main-navigation';
import type { ReaderToolsSlot } from './reader-tools-slot';
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
  readerTools?: ReaderToolsSlot;
}

/**
 * Wide screens: the bar (logo, search, the reader's links, account, languages, theme) over the
 * category bar. Phones: one row (logo, search, account, menu button) and the rest in a drawer.
 * Both are in the page; the stylesheet shows the one that fits.
 */
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
  const navigation = { language, text, screens: screenLinks(language, switches, text, { short: true }), switches, categories, activeCategory, activeScreen, isHome };
  return (
    <header className={styles.header}>
      {labels && <LabelsSync labels={labels} />}
      <div className={`container ${styles.bar}`}>
        <Link href={homePath(language)} className={styles.brand}>
          {logo ? <img src={logo} alt={siteName} width={150} height={40} className={styles.logo} /> : <span className={styles.name}>{siteName}</span>}
        </Link>
        <div className={styles.tools}>
          <SearchButton className={styles.toolButton} label={text.search} />
          <div className={styles.wideOnly}>{readerTools?.links(styles.toolLink)}</div>
          {readerTools?.account(styles.toolLink)}
          <div className={styles.wideOnly}>
            <LanguageSwitch current={language} table={table} alternates={alternates} label={text.language} />
            <ThemeToggle label={text.darkTheme} />
          </div>
          <HeaderDrawer label={text.menu} closeLabel={text.closeMenu}>
            <DrawerContents language={language} table={table} alternates={alternates} text={text} navigation={navigation} readerLinks={readerTools?.links} />
          </HeaderDrawer>
        </div>
      </div>
      <MainNavigation {...navigation} navClass={styles.nav} listClass={`container ${styles.menu}`} linkClass={styles.menuLink} />
    </header>
  );
}
