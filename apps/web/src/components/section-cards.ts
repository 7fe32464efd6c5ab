import type { FeaturedSection } from '@newsroom/contract/featured-sections';
import { anyCard, breakingCard, newsCard, type CardContext, type CardItem } from './card-item';

/** A page of a section's items as cards, and the count of all its items, from whichever list its `news_type` fills. */
export function sectionPage(section: FeaturedSection, context: CardContext): { items: CardItem[]; total: number } {
  if ('news' in section) return { items: section.news.map((item) => newsCard(item, context)), total: section.news_total };
  if ('breaking_news' in section) return { items: section.breaking_news.map((item) => breakingCard(item, context)), total: section.breaking_news_total };
  if ('videos' in section) return { items: section.videos.map((item) => anyCard(item, context)), total: section.videos_total };
  return { items: [], total: 0 };
}

/** How many items a section has in all (what its "view all" pages page through). */
export function sectionItemCount(section: FeaturedSection): number {
  if ('news' in section) return section.news_total;
  if ('breaking_news' in section) return section.breaking_news_total;
  if ('videos' in section) return section.videos_total;
  return 0;
}
