import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import type { NewsItem } from '@newsroom/contract/news';
import { formatDate, isoDateTime } from '../i18n/format';
import { breakingNewsPath, categoryPath, newsPath, type LanguageRef } from '../routing/paths';
import { imageSrcSet } from './picture';

/** What a card shows, whatever it stands for (a news item or a breaking news item). */
export interface CardItem {
  key: string;
  title: string;
  href: string;
  image: string;
  /** Smaller sizes of `image`, when the site stores it (`imageSrcSet`). */
  imageSet?: string;
  excerpt: string;
  category?: { name: string; href: string };
  date?: { text: string; iso?: string };
  isVideo: boolean;
  views: number;
}

export interface CardContext {
  language: LanguageRef & { code: string };
  timeZone: string;
  placeholderImage: string;
  /** Where readers fetch media, with a final `/` (`<public URL>/media/`): images under it can be asked for in smaller sizes. */
  mediaPrefix: string;
}

const VIDEO_TYPES = new Set(['video_youtube', 'video_other', 'video_upload']);

/** Plain text of sanitized HTML, for short excerpts. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function newsCard(item: NewsItem, context: CardContext): CardItem {
  const image = item.image || context.placeholderImage;
  return {
    key: `news-${item.id}`,
    title: item.title,
    href: newsPath(context.language, item.slug),
    image,
    imageSet: imageSrcSet(image, context.mediaPrefix),
    excerpt: item.meta_description || plainText(item.description).slice(0, 220),
    category: item.category.slug ? { name: item.category_name, href: categoryPath(context.language, item.category.slug) } : undefined,
    date: { text: formatDate(item.published_date || item.date, context.language.code), iso: isoDateTime(item.published_date || item.date, context.timeZone) },
    isVideo: VIDEO_TYPES.has(item.content_type),
    views: item.total_views,
  };
}

export function breakingCard(item: BreakingNewsItem, context: CardContext): CardItem {
  const image = item.image || context.placeholderImage;
  return {
    key: `breaking-${item.id}`,
    title: item.title,
    href: breakingNewsPath(context.language, item.slug),
    image,
    imageSet: imageSrcSet(image, context.mediaPrefix),
    excerpt: item.meta_description || plainText(item.description).slice(0, 220),
    isVideo: VIDEO_TYPES.has(item.content_type),
    views: item.total_views,
  };
}

/** Items of the `videos` sections are news items or breaking news items: news carry a category. */
export function anyCard(item: NewsItem | BreakingNewsItem, context: CardContext): CardItem {
  return 'category' in item ? newsCard(item, context) : breakingCard(item, context);
}
