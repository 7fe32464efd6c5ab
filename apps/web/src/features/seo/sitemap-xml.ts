import { element, escapeXml } from './xml';

/** One page in a sitemap; `alternates` maps hreflang codes (and x-default) to absolute URLs. */
export interface SitemapUrl {
  loc: string;
  lastModified?: string;
  alternates?: Record<string, string>;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>`, with `xhtml:link` alternates where a page has equivalents in other languages. */
export function urlSetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const alternates = Object.entries(url.alternates ?? {}).map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    const lastModified = url.lastModified ? element('lastmod', url.lastModified) : '';
    return `<url>${element('loc', url.loc)}${lastModified}${alternates.join('')}</url>`;
  });
  return `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: the files a crawler reads next. */
export function sitemapIndexXml(files: string[]): string {
  const entries = files.map((loc) => `<sitemap>${element('loc', loc)}</sitemap>`);
  return `<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface GoogleNewsUrl {
  loc: string;
  title: string;
  /** ISO 639 code of the story's language. */
  language: string;
  /** W3C date-time. */
  publishedAt: string;
}

/** A Google News sitemap (https://www.google.com/schemas/sitemap-news/0.9). */
export function googleNewsXml(publicationName: string, urls: GoogleNewsUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url>${element('loc', url.loc)}<news:news><news:publication>${element('news:name', publicationName)}${element('news:language', url.language)}</news:publication>` +
      `${element('news:publication_date', url.publishedAt)}${element('news:title', url.title)}</news:news></url>`,
  );
  return `<urlset xmlns="${SITEMAP_NS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
