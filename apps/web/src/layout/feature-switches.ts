import type { FeaturedSectionFields } from '@newsroom/contract/featured-sections';
import type { Settings } from '@newsroom/contract/settings';
import type { UiText } from '../i18n/ui-text';
import type { LanguageRef } from '../routing/paths';
import { allCategoriesPath, breakingNewsListPath, liveStreamingPath, sitePagesPath, tagsIndexPath, videoNewsPath } from '../routing/screen-paths';

/**
 * The newsroom's feature switches (get_settings `*_mode`, the strings "0"/"1"). The API keeps
 * answering the reads of a feature that is off (docs/api-decisions.md); hiding it is the
 * reader site's job, in every place it shows: links, home sections, pages and comments.
 */
export interface FeatureSwitches {
  categories: boolean;
  subcategories: boolean;
  breakingNews: boolean;
  liveStreaming: boolean;
  comments: boolean;
  locationNews: boolean;
}

type ModeSettings = Pick<Settings, 'category_mode' | 'subcategory_mode' | 'breaking_news_mode' | 'live_streaming_mode' | 'comments_mode' | 'location_news_mode'>;

export function featureSwitches(settings: ModeSettings): FeatureSwitches {
  return {
    categories: settings.category_mode === '1',
    // Subcategories live inside categories: no categories, no subcategories.
    subcategories: settings.category_mode === '1' && settings.subcategory_mode === '1',
    breakingNews: settings.breaking_news_mode === '1',
    liveStreaming: settings.live_streaming_mode === '1',
    comments: settings.comments_mode === '1',
    locationNews: settings.location_news_mode === '1',
  };
}

/** The screens a reader reaches from the header and the footer (besides home and the categories). */
export type ScreenKey = 'breaking-news' | 'live-streaming' | 'videos' | 'categories' | 'tags' | 'pages';

export interface ScreenLink {
  key: ScreenKey;
  href: string;
  label: string;
}

type ScreenText = Pick<UiText, 'breakingNews' | 'liveNews' | 'liveStreaming' | 'videoNews' | 'allCategories' | 'morePages'> & Partial<Pick<UiText, 'tags'>>;

/**
 * Links to the screens that are switched on, in reading order. `short` labels suit the header
 * ("Live"); the footer spells them out ("Live streaming").
 */
export function screenLinks(language: LanguageRef, switches: FeatureSwitches, text: ScreenText, options: { short?: boolean; withPages?: boolean; withTags?: boolean } = {}): ScreenLink[] {
  const links: (ScreenLink | null)[] = [
    switches.breakingNews ? { key: 'breaking-news', href: breakingNewsListPath(language), label: text.breakingNews } : null,
    switches.liveStreaming ? { key: 'live-streaming', href: liveStreamingPath(language), label: options.short ? text.liveNews : text.liveStreaming } : null,
    { key: 'videos', href: videoNewsPath(language), label: text.videoNews },
    switches.categories ? { key: 'categories', href: allCategoriesPath(language), label: text.allCategories } : null,
    // The tags' index is linked from the footer (the header has no room for it).
    options.withTags && text.tags ? { key: 'tags', href: tagsIndexPath(language), label: text.tags } : null,
    options.withPages ? { key: 'pages', href: sitePagesPath(language), label: text.morePages } : null,
  ];
  return links.filter((link): link is ScreenLink => link !== null);
}

type SectionKind = Pick<FeaturedSectionFields, 'news_type' | 'videos_type'>;

/** Whether a featured section's items are breaking news (a breaking news section, or breaking news videos). */
export function showsBreakingNews(section: SectionKind): boolean {
  return section.news_type === 'breaking_news' || (section.news_type === 'videos' && section.videos_type === 'breaking_news');
}

/** The featured sections a reader may see: breaking news goes with its switch. */
export function visibleSections<S extends SectionKind>(sections: S[], switches: Pick<FeatureSwitches, 'breakingNews'>): S[] {
  return switches.breakingNews ? sections : sections.filter((section) => !showsBreakingNews(section));
}
