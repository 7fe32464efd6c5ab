import { localePath, type LanguageRef } from './paths';
import { sameSitePath } from './return-address';

/**
 * Public URLs of the listing and index screens (docs/reader-screens.md). Listings page with a
 * `/page/N` path segment: every page is then a plain path, cached like any other without a
 * rewrite in the proxy; page 1 has no segment, so each page has one address.
 */
export const SEARCH_MIN_LENGTH = 2;

function paged(path: string, page: number): string {
  return page > 1 ? `${path}/page/${page}` : path;
}

export const breakingNewsListPath = (language: LanguageRef, page = 1) => localePath(language, paged('/breaking-news', page));

export const liveStreamingPath = (language: LanguageRef) => localePath(language, '/live-streaming');

export const liveStreamPath = (language: LanguageRef, id: number) => localePath(language, `/live-streaming/${id}`);

export const allCategoriesPath = (language: LanguageRef) => localePath(language, '/categories');

/** The index of every tag of a language. */
export const tagsIndexPath = (language: LanguageRef) => localePath(language, '/tags');

export const tagPath = (language: LanguageRef, slug: string, page = 1) => localePath(language, paged(`/tags/${encodeURIComponent(slug)}`, page));

export const featuredSectionPath = (language: LanguageRef, slug: string, page = 1) =>
  localePath(language, paged(`/featured/${encodeURIComponent(slug)}`, page));

export const videoNewsPath = (language: LanguageRef, page = 1) => localePath(language, paged('/videos', page));

export const sitePagesPath = (language: LanguageRef) => localePath(language, '/page');

/** The reader's own pages (their lists load in the browser; docs/reader-actions.md). */
export const BOOKMARKS_PATH = '/bookmarks';
export const NOTIFICATIONS_PATH = '/notifications';
export const bookmarksPath = (language: LanguageRef) => localePath(language, BOOKMARKS_PATH);
export const notificationsPath = (language: LanguageRef) => localePath(language, NOTIFICATIONS_PATH);

/** The search page (the search popup sends its form here too), with the query and page when given. */
export function searchPagePath(language: LanguageRef, query = '', page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${localePath(language, '/search')}${search ? `?${search}` : ''}`;
}

/**
 * The page number of a listing route: 1 without a `/page/N` segment, else N; null when the
 * segment is no page number, or is `1` (page 1 has one address, without the segment), so the
 * route answers 404.
 */
export function pageNumber(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  return /^(?:[2-9]|[1-9]\d{1,5})$/.test(segment) ? Number(segment) : null;
}

/**
 * The account screens (docs/identity-service.md). A protected screen or a signed-out action sends
 * the reader to sign in with `next` = where they were, and sign-in brings them back there.
 */
export const SIGN_IN_PATH = '/sign-in';

/**
 * Only a path on this site may be a `next` target, so a crafted link cannot send readers
 * elsewhere: `next` as the URL parser reads it (routing/return-address.ts), against the site's
 * origin when the caller knows it.
 */
export function safeNextPath(next: string | null | undefined, siteOrigin?: string): string | null {
  return sameSitePath(next, siteOrigin);
}

export function signInPath(language: LanguageRef, next?: string): string {
  const target = safeNextPath(next);
  const query = target ? `?next=${encodeURIComponent(target)}` : '';
  return `${localePath(language, SIGN_IN_PATH)}${query}`;
}

export const signUpPath = (language: LanguageRef) => localePath(language, '/sign-up');
export const verifyEmailPath = (language: LanguageRef) => localePath(language, '/verify-email');
export const forgotPasswordPath = (language: LanguageRef) => localePath(language, '/forgot-password');
export const resetPasswordPath = (language: LanguageRef) => localePath(language, '/reset-password');
export const profilePath = (language: LanguageRef) => localePath(language, '/profile');
export const categoryPreferencesPath = (language: LanguageRef) => localePath(language, '/profile/categories');

/** The writers' desk: a new story, an existing one (by id), and the writer's list of their own. */
export const WRITE_PATH = '/write';
export const MY_STORIES_PATH = '/my-stories';
export const writePath = (language: LanguageRef, newsId?: number) => localePath(language, newsId === undefined ? WRITE_PATH : `${WRITE_PATH}/${newsId}`);
export const myStoriesPath = (language: LanguageRef) => localePath(language, MY_STORIES_PATH);
