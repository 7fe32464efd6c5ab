import type { NewsItem } from '@newsroom/contract/news';
import type { Crumb } from '../../components/breadcrumb';
import { categoryPath, homePath, type LanguageRef } from '../../routing/paths';
import type { FeatureSwitches } from '../../layout/feature-switches';

type StoryPlace = Pick<NewsItem, 'category' | 'category_name' | 'sub_category' | 'subcategory_name'>;

/**
 * The article's breadcrumb: home, its category, its subcategory. A category or subcategory the
 * newsroom has switched off has no page, so it is no step of the trail.
 */
export function articleCrumbs(story: StoryPlace, language: LanguageRef, homeLabel: string, switches: Pick<FeatureSwitches, 'categories' | 'subcategories'>): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeLabel, href: homePath(language) }];
  if (!switches.categories || !story.category.slug) return crumbs;
  crumbs.push({ label: story.category_name, href: categoryPath(language, story.category.slug) });
  if (switches.subcategories && story.sub_category.slug) {
    crumbs.push({ label: story.subcategory_name, href: categoryPath(language, story.category.slug, story.sub_category.slug) });
  }
  return crumbs;
}
