import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../deps';
import { completionUrl, finishOidc, startOidc, STATE_COOKIE, STATE_TTL_SECONDS } from './oidc';

/**
 * Only a path on the reader site may be a `next` target, so a crafted link cannot send readers
 * elsewhere. Read as a browser reads it (the URL parser drops tabs and newlines and reads `\` as
 * `/`, so `/\t/evil.example` is another site), against the site's own address; the answer must
 * lead to the same place when read again (`/.//evil.example` parses to the path `//evil.example`).
 */
export function safeNext(next: string | undefined, publicUrl: string): string {
  if (!next || next.length > 2000) return '/';
  try {
    const origin = new URL(publicUrl).origin;
    const target = new URL(next, origin);
    const path = `${target.pathname}${target.search}${target.hash}`;
    return target.origin === origin && new URL(path, origin).href === target.href ? path : '/';
  } catch {
    return '/';
  }
}

const COOKIE_PATH = '/auth/oidc';

function redirect(c: Context, location: string): Response {
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  return c.redirect(location, 302);
}

/** The identity service's browser routes: the public keys, and sign-in with an OpenID Connect provider. */
export function authRoutes(deps: Deps): Hono {
  const app = new Hono();

  app.get('/auth/jwks.json', async (c) => c.json(await deps.identity.keys.publicJwks(), 200, { 'cache-control': 'public, max-age=300' }));

  app.get('/auth/oidc/start', async (c) => {
    if (!deps.identity.oidc) return c.text('Sign-in with an OpenID Connect provider is not configured on this site', 404);
    const next = safeNext(c.req.query('next'), deps.config.publicUrl);
    const lang = c.req.query('lang')?.slice(0, 16);
    try {
      const { location, cookie } = await startOidc(deps, next, lang);
      setCookie(c, STATE_COOKIE, cookie, {
        path: COOKIE_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation, which still carries it.
        sameSite: 'Lax',
        secure: deps.config.publicUrl.startsWith('https:'),
        maxAge: STATE_TTL_SECONDS,
      });
      return redirect(c, location);
    } catch (error) {
      console.error('[identity] the OpenID Connect provider could not be reached', error);
      const name = deps.identity.oidc.provider.name;
      return redirect(c, await completionUrl(deps, lang, { error: `${name} cannot be reached right now; please try again later`, next }));
    }
  });

  app.get('/auth/oidc/callback', async (c) => {
    const cookie = getCookie(c, STATE_COOKIE);
    // The state is good for one answer of the provider, whatever that answer is.
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH });
    return redirect(c, await finishOidc(deps, new URL(c.req.url).search, cookie));
  });

  return app;
}
