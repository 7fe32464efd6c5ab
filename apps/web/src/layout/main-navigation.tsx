import Link from 'next/link';
import type { Category } from '@newsroom/contract/taxonomy';
import type { UiText } from '../i18n/ui-text';
import type { SiteLanguage } from '../server-data/site';
import { categoryPath, homePath } from '../routing/paths';
import type { FeatureSwitches, ScreenKey, ScreenLink } from './feature-switches';

export interface MainNavigationProps {
  language: SiteLanguage;
  text: Pick<UiText, 'home' | 'mainNavigation'>;
  screens: ScreenLink[];
  switches: Pick<FeatureSwitches, 'categories'>;
  categories: Category[];
  activeCategory?: string;
  activeScreen?: ScreenKey;
  isHome?: boolean;
  navClass?: string;
  listClass?: string;
  linkClass?: string;
}

/**
 * Home, the screens and the categories: the bar under the header on wide screens, the list in the
 * phone's drawer. One of the two is shown at a time, so both keep the same name.
 */
export function MainNavigation({ language, text, screens, switches, categories, activeCategory, activeScreen, isHome, navClass, listClass, linkClass }: MainNavigationProps) {
  // "All categories" closes the menu, after the categories themselves.
  const isAllCategories = (link: ScreenLink) => link.key === 'categories';
  const screenItem = (link: ScreenLink) => (
    <li key={link.key}>
      <Link href={link.href} aria-current={link.key === activeScreen ? 'page' : undefined} className={linkClass}>
        {link.label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={text.mainNavigation} className={navClass}>
      <ul className={listClass}>
        <li>
          <Link href={homePath(language)} aria-current={isHome ? 'page' : undefined} className={linkClass}>
            {text.home}
          </Link>
        </li>
        {screens.filter((link) => !isAllCategories(link)).map(screenItem)}
        {switches.categories &&
          categories.map((category) => (
            <li key={category.id}>
              <Link href={categoryPath(language, category.slug)} aria-current={category.slug === activeCategory ? 'page' : undefined} className={linkClass}>
                {category.category_name}
              </Link>
            </li>
          ))}
        {screens.filter(isAllCategories).map(screenItem)}
      </ul>
    </nav>
  );
}
