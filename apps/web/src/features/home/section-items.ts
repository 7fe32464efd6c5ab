import type { FeaturedSection } from '@newsroom/contract/featured-sections';
import { anyCard, breakingCard, newsCard, type CardContext, type CardItem } from '../../components/card-item';

/** A section's stories as cards, from whichever list its `news_type` fills. */
export function sectionCards(section: FeaturedSection, context: CardContext): CardItem[] {
  if ('news' in section) return section.news.map((item) => newsCard(item, context));
  if ('breaking_news' in section) return section.breaking_news.map((item) => breakingCard(item, context));
  if ('videos' in section) return section.videos.map((item) => anyCard(item, context));
  return [];
}
