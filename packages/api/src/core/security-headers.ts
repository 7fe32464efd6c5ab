import type { Hono } from 'hono';

/**
 * What a response is, for the headers that protect it:
 * - `page`: an HTML page of the site or the API reference;
 * - `file`: a stored upload or image under /media;
 * - `data`: JSON from the API and the identity service.
 */
export type ResponseKind = 'page' | 'file' | 'data';

const POLICIES: Record<ResponseKind, string> = {
  // Scripts stay unrestricted here: Next.js inlines its own, and a nonce would make every page
  // uncacheable. What is closed: plugins, a rewritten <base>, and other sites framing our pages
  // (a sign-in or delete-account screen inside someone else's frame is a clickjacking trap).
  page: "base-uri 'self'; object-src 'none'; frame-ancestors 'self'",
  // An uploaded SVG opened on its own must not run script in the site's origin.
  file: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; sandbox; frame-ancestors 'self'",
  data: "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Headers every response of the product carries, by kind. Strict-Transport-Security is only
 * sent when the public address is HTTPS (over HTTP browsers ignore it, and a local address must
 * stay reachable); it does not cover subdomains, which a newsroom may serve from elsewhere.
 */
export function securityHeaders(kind: ResponseKind, publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': POLICIES[kind],
    'x-content-type-options': 'nosniff',
    'x-frame-options': kind === 'data' ? 'DENY' : 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The site asks for the reader's position itself ("News near you"), and nothing else.
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
  // Media are shown by the apps and sites that use the API, whatever their origin.
  if (kind === 'file') headers['cross-origin-resource-policy'] = 'cross-origin';
  if (publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

/** The kind of a response the API app answers, by its path. */
export function apiResponseKind(path: string): ResponseKind {
  if (path.startsWith('/media/')) return 'file';
  if (path === '/api/docs' || path === '/api/docs/') return 'page';
  return 'data';
}

/** Adds the security headers to every response the API app makes itself (not the pages). */
export function mountSecurityHeaders(app: Hono, publicUrl: string): void {
  const byKind = {
    page: Object.entries(securityHeaders('page', publicUrl)),
    file: Object.entries(securityHeaders('file', publicUrl)),
    data: Object.entries(securityHeaders('data', publicUrl)),
  };
  for (const prefix of ['/api/*', '/media/*', '/auth/*', '/health', '/ready']) {
    app.use(prefix, async (c, next) => {
      await next();
      for (const [name, value] of byKind[apiResponseKind(c.req.path)]) c.res.headers.set(name, value);
    });
  }
}
