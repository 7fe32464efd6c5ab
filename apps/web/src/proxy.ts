import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute, type LanguageCodes } from './routing/proxy-routes';
import { apiDeps } from './server-data/deps';
import { getLanguageTable } from './server-data/site';

/**
 * Languages change rarely; the routing table is read again at most once a minute, and at once
 * after a write cleared the API's read cache (a language added or turned on in the console).
 */
const LANGUAGES_TTL_MS = 60_000;
let known: { codes: LanguageCodes; readAt: number } | null = null;
let followingWrites = false;

async function languageCodes(): Promise<LanguageCodes> {
  if (!followingWrites) {
    followingWrites = true;
    (await apiDeps()).cache.onClear(() => {
      known = null;
    });
  }
  if (known && Date.now() - known.readAt < LANGUAGES_TTL_MS) return known.codes;
  const table = await getLanguageTable();
  const codes = { codes: table.languages.map((language) => language.code), defaultCode: table.defaultLanguage.code };
  known = { codes, readAt: Date.now() };
  return codes;
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = decideRoute(pathname, search, await languageCodes());
  if (decision.kind === 'pass') return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  url.search = decision.search;
  return decision.kind === 'redirect' ? NextResponse.redirect(url, 308) : NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    // Pages: not the API, media, Next.js assets or files with an extension (sw.js, favicon.ico)…
    '/((?!api/|media/|_next/|health$|.*\\.[A-Za-z0-9]+$).*)',
    // …except the site's own files, which are routes of a language (robots, sitemaps, feeds).
    '/:prefix*/rss.xml',
    '/:prefix*/robots.txt',
    '/:prefix*/sitemap.xml',
    '/:prefix*/sitemaps/:file',
  ],
};
