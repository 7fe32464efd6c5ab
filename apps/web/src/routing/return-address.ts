/**
 * Return addresses (`next`): where sign-in, sign-up and a provider's return lead a reader back
 * to. A crafted link must never lead them to another site, so `next` is read the way a browser
 * will read it, with the URL parser: browsers drop tabs and newlines anywhere in a URL and read
 * `\` as `/`, so `/\t/evil.example` and `/\evil.example` are other sites, though they start with
 * one slash. Checking the string's first characters missed those.
 */

/** The origin `next` is resolved against when the site's own is not known (any path resolves onto it). */
export const ANY_SITE_ORIGIN = 'https://site.invalid';

/** Longer than any page of the site; a longer `next` is no page of ours. */
const MAX_NEXT_LENGTH = 2000;

/**
 * The path (with query and fragment) on this site that `next` leads to, or null when it leads
 * anywhere else or nowhere. `siteOrigin` is the site's own origin (the page's in the browser,
 * PUBLIC_URL's on the server): an absolute URL of that origin is accepted, as its path.
 */
export function sameSitePath(next: string | null | undefined, siteOrigin: string = ANY_SITE_ORIGIN): string | null {
  if (!next || next.length > MAX_NEXT_LENGTH) return null;
  let origin: string;
  let target: URL;
  try {
    origin = new URL(siteOrigin).origin;
    target = new URL(next, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // The parser can turn a path into one that starts with `//` (`/.//evil.example`), which a
  // browser reads as another host: the answer must lead to the same place read again.
  try {
    return new URL(path, origin).href === target.href ? path : null;
  } catch {
    return null;
  }
}

/**
 * The account screens: a `next` that leads back to one of them would only ask the reader to sign
 * in again (or loop), so a return address never does.
 */
const ACCOUNT_SCREEN = /^(?:\/[a-z]{2,3}(?:-[A-Za-z]{2,4})?)?\/(?:sign-in|sign-up|verify-email|forgot-password|reset-password)(?:[/?#]|$)/;

export function isAccountScreen(path: string): boolean {
  return ACCOUNT_SCREEN.test(path);
}

/** The page a reader is on (path and query), to come back to; null on an account screen. */
export function pageToComeBackTo(location: { pathname: string; search: string }): string | null {
  const here = `${location.pathname}${location.search}`;
  return isAccountScreen(here) ? null : here;
}
