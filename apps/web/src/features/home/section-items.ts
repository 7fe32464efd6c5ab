import type { FeaturedSection } from '@newsroom/contract/featured-sections';
import { showsBreakingNews } from '../../layout/feature-switches';

/**
 * Whether the section's stories follow the signed-in reader's chosen categories (set_user_category):
 * `user_choice` sections and those flagged `is_based_on_user_choice`, when they list news.
 */
export function followsReaderChoice(section: Pick<FeaturedSection, 'news_type' | 'videos_type' | 'is_based_on_user_choice'>): boolean {
  if (showsBreakingNews(section)) return false;
  return section.news_type === 'user_choice' || section.is_based_on_user_choice === 1;
}
