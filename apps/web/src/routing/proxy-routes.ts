import { WHOLE_CATEGORY } from './paths';

/**
 * Maps a public URL onto the app's routes, as a pure function so it is tested without a server:
 * - `/news/x` (no prefix) is the default language: rewritten to `/en/news/x`;
 * - `/en/news/x` (the default language's own code) redirects to `/news/x`, one URL per page;
 * - any other first segment that is not a language code is a path of the default language, so an
 *   unknown code such as `/xx` ends on the default language's 404 page;
 * - `?page=N` of a category listing becomes a path segment, so every page of a listing is cached
 *   like any other page (a query string would make it render on every request).
 */
export type RouteDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; pathname: string; search: string }
  | { kind: 'rewrite'; pathname: string; search: string };

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

  const isListing = rest[0] === 'category' && (rest.length === 2 || rest.length === 3);
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
