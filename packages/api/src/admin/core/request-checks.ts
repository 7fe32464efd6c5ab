import type { Context } from 'hono';
import { forbidden } from '../../core/errors';
import { csrfTokenOf, sameSecret } from './secrets';

/**
 * A write must come from the site's own pages: its `Origin` must be PUBLIC_URL's origin. Browsers
 * send `Origin` on every cross-origin request and every POST, PUT and DELETE, so an absent one is
 * not a browser on our page and is refused too.
 */
export function checkWriteOrigin(c: Context, publicUrl: string): void {
  const origin = c.req.header('origin');
  const expected = new URL(publicUrl).origin;
  if (origin === expected) return;
  // Our own page, opened at another address of this server (its IP instead of its name): say
  // where the console works instead of a bare refusal. The address is public, not a secret.
  if (origin && origin === new URL(c.req.url).origin) {
    const consoleUrl = `${expected}/admin`;
    throw forbidden(`Open the console at ${consoleUrl}: changes are accepted only from that address`);
  }
  throw forbidden('This request must come from the console’s own pages');
}

/** A read fetched by another site's page is refused before it costs anything. */
export function checkReadSite(c: Context): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden('This request must come from the console’s own pages');
}

/** The session's CSRF token, which only the console's own script (given it by `GET session`) holds. */
export function checkCsrfToken(c: Context, sessionToken: string): void {
  const given = c.req.header('x-csrf-token') ?? '';
  if (!given || !sameSecret(given, csrfTokenOf(sessionToken))) throw forbidden('The security token of this page is missing or out of date; please reload the page');
}
