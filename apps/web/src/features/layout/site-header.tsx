import Link from 'next/link';
import { getCategories, getSettings, getUiText, type LanguageTable, type SiteLanguage } from '../../server-data/site';
import { categoryPath, homePath } from '../../routing/paths';
import { LanguageSwitch } from './language-switch';
import type { Alternates } from './seo';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';

interface SiteHeaderProps {
  language: SiteLanguage;
  table: LanguageTable;
  alternates: Alternates;
  activeCategory?: string;
  isHome?: boolean;
}

export async function SiteHeader({ language, table, alternates, activeCategory, isHome }: SiteHeaderProps) {
  const [settings, categories, text] = await Promise.all([getSettings(), getCategories(language.id), getUiText(language.code)]);
  const siteName = settings.web_setting.web_name;
  const logo = settings.web_setting.web_header_logo;
  const showCategories = settings.category_mode === '1';
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={homePath(language)} className={styles.brand}>
          {logo ? <img src={logo} alt={siteName} width={150} height={40} className={styles.logo} /> : <span className={styles.name}>{siteName}</span>}
        </Link>
        <div className={styles.tools}>
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
          {showCategories &&
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
        </ul>
      </nav>
    </header>
  );
}
