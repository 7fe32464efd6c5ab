import type { Metadata } from 'next';
import type { LanguageTable, SiteLanguage } from '../server-data/site';
import { feedPath, homePath } from '../routing/paths';

/** The same page in other languages: language code → public path. */
export type Alternates = Record<string, string>;

export function homeAlternates(table: LanguageTable): Alternates {
  return everyLanguage(table, homePath);
}

/** A screen every language has (the home page, the breaking news list, the search page…). */
export function everyLanguage(table: LanguageTable, pathOf: (language: SiteLanguage) => string): Alternates {
  return Object.fromEntries(table.languages.map((language) => [language.code, pathOf(language)]));
}

export interface PageSeo {
  language: SiteLanguage;
  table: LanguageTable;
  /** This page's public path (with `?page=` where it has one): the canonical URL. */
  path: string;
  alternates: Alternates;
  title: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** The title stands alone (the home page), without the site name appended. */
  absoluteTitle?: boolean;
  article?: { publishedTime?: string; section?: string; tags?: string[] };
  /** RSS feeds of this page besides its language's (a category's own feed). */
  feeds?: { path: string; title: string }[];
}

/**
 * `<link rel="alternate" type="application/rss+xml">` of the language's feed and the page's own.
 * A page's `alternates` replace the layout's whole, so every page states its feeds here.
 */
function feedLinks(seo: PageSeo) {
  return [{ url: feedPath(seo.language), title: 'RSS' }, ...(seo.feeds ?? []).map((feed) => ({ url: feed.path, title: feed.title }))];
}

/** Title, description, canonical URL, hreflang alternates and Open Graph / Twitter cards. */
export function pageMetadata(seo: PageSeo): Metadata {
  const languages: Record<string, string> = {};
  for (const language of seo.table.languages) {
    const path = seo.alternates[language.code];
    if (path) languages[language.code] = path;
  }
  const defaultPath = seo.alternates[seo.table.defaultLanguage.code];
  if (defaultPath && Object.keys(languages).length > 1) languages['x-default'] = defaultPath;
  const images = seo.image ? [{ url: seo.image }] : undefined;
  const locale = seo.language.code;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description || undefined,
    keywords: seo.keywords || undefined,
    alternates: { canonical: seo.path, languages, types: { 'application/rss+xml': feedLinks(seo) } },
    openGraph: seo.article
      ? { type: 'article', title: seo.title, description: seo.description, url: seo.path, locale, images, publishedTime: seo.article.publishedTime, section: seo.article.section, tags: seo.article.tags }
      : { type: 'website', title: seo.title, description: seo.description, url: seo.path, locale, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: seo.title, description: seo.description, images: seo.image ? [seo.image] : undefined },
  };
}
