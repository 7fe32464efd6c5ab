/**
 * Public URLs of the reader site. The default language has no prefix (`/news/…`), every other
 * language has its code (`/ar/news/…`); proxy.ts maps them onto the `[lang]` routes.
 */
export interface LanguageRef {
  code: string;
  isDefault: boolean;
}

/** The sub-route of a category listing that stands for "the whole category" (slugs never start with a dash). */
export const WHOLE_CATEGORY = '-';

export function localePath(language: LanguageRef, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language.isDefault) return clean;
  return clean === '/' ? `/${language.code}` : `/${language.code}${clean}`;
}

export const homePath = (language: LanguageRef) => localePath(language, '/');

export const newsPath = (language: LanguageRef, slug: string) => localePath(language, `/news/${encodeURIComponent(slug)}`);

export function categoryPath(language: LanguageRef, categorySlug: string, subcategorySlug?: string, page = 1): string {
  const segments = ['category', categorySlug, ...(subcategorySlug ? [subcategorySlug] : [])].map(encodeURIComponent);
  const query = page > 1 ? `?page=${page}` : '';
  return `${localePath(language, `/${segments.join('/')}`)}${query}`;
}

export const sitePagePath = (language: LanguageRef, slug: string) => localePath(language, `/page/${encodeURIComponent(slug)}`);

/** The RSS feed's file name, after a language prefix or a category path. */
export const FEED_FILE = 'rss.xml';

/** The RSS feed of a language's latest news. */
export const feedPath = (language: LanguageRef) => localePath(language, `/${FEED_FILE}`);

/** The RSS feed of a category's latest news. */
export const categoryFeedPath = (language: LanguageRef, categorySlug: string) =>
  localePath(language, `/category/${encodeURIComponent(categorySlug)}/${FEED_FILE}`);

export const breakingNewsPath = (language: LanguageRef, slug: string) => localePath(language, `/breaking-news/${encodeURIComponent(slug)}`);

/** A path segment as the reader typed it; a malformed escape is kept as it is (and matches nothing). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
