import { FEED_FILE, WHOLE_CATEGORY } from './paths';

/**
 * Maps a public URL onto the app's routes, as a pure function so it is tested without a server:
 * - `/news/x` (no prefix) is the default language: rewritten to `/en/news/x`;
 * - `/en/news/x` (the default language's own code) redirects to `/news/x`, one URL per page;
 * - any other first segment that is not a language code is a path of the default language, so an
 *   unknown code such as `/xx` ends on the default language's 404 page;
 * - `?page=N` of a category listing becomes a path segment, so every page of a listing is cached
 *   like any other page (a query string would make it render on every request);
 * - a category's feed (`/category/<slug>/rss.xml`) is a file of that category, not a listing.
 * Site files (`/robots.txt`, `/sitemap.xml`, `/sitemaps/…`, `/rss.xml`) follow the same rules:
 * they are route handlers under `[lang]`, so the default language serves the unprefixed ones.
 * Next.js takes a folder named `sitemap.xml` for its own metadata route (prerendered at build
 * time), so the sitemap index is served by the `sitemaps/[file]` route as `sitemaps/index.xml`.
 */
export type RouteDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; pathname: string; search: string }
  | { kind: 'rewrite'; pathname: string; search: string };

const SITEMAP_INDEX_FILE = 'sitemap.xml';
const SITEMAP_INDEX_ROUTE = ['sitemaps', 'index.xml'];

export interface LanguageCodes {
  codes: readonly string[];
  defaultCode: string;
}

export function decideRoute(pathname: string, search: string, languages: LanguageCodes): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === languages.defaultCode) {
    return { kind: 'redirect', pathname: `/${segments.slice(1).join('/')}`, search };
  }
  const prefixed = first !== undefined && languages.codes.includes(first);
  const language = prefixed ? first : languages.defaultCode;
  let rest = prefixed ? segments.slice(1) : segments;
  let query = search;

  if (rest.length === 1 && rest[0] === SITEMAP_INDEX_FILE) rest = [...SITEMAP_INDEX_ROUTE];

  const isListing = rest[0] === 'category' && (rest.length === 2 || rest.length === 3) && rest.at(-1) !== FEED_FILE;
  if (isListing) {
    const params = new URLSearchParams(search);
    const page = params.get('page') || '1';
    params.delete('page');
    const remaining = params.toString();
    query = remaining ? `?${remaining}` : '';
    rest = ['category', rest[1]!, rest[2] ?? WHOLE_CATEGORY, encodeURIComponent(page)];
  }

  const target = `/${[language, ...rest].join('/')}`;
  if (target === pathname && query === search) return { kind: 'pass' };
  return { kind: 'rewrite', pathname: target, search: query };
}
