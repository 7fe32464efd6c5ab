import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { securityHeaders } from '@newsroom/api';
import { WEB_DIR } from './pages-handler';

/** Vite's build of the console (apps/admin, `npm run build`). */
export const ADMIN_DIST_DIR = path.resolve(WEB_DIR, '../admin/dist');

/**
 * The console's own policy (ADR 010): unlike the reader pages, nothing of it is inlined by a
 * framework, so scripts come from this origin only; MUI's styles are inserted at run time, hence
 * 'unsafe-inline' for styles alone. No other site may frame it. The live stream form's player
 * preview is the one outside reach: YouTube's privacy-enhanced player in a frame, and an HLS or
 * video address of any CDN, which hls.js fetches (connect-src) and plays from blob: (media-src).
 */
export const ADMIN_CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self' https:",
  "frame-src 'self' https://www.youtube-nocookie.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
// Vite writes hashed names into one flat folder: anything else (`..`, a sub-path) is not ours.
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*$/;

export interface AdminConsoleOptions {
  publicUrl: string;
  distDir?: string;
}

/** Headers of every console response: its CSP, never indexed, never framed. */
export function adminConsoleHeaders(publicUrl: string): Record<string, string> {
  const page = securityHeaders('page', publicUrl);
  return {
    ...page,
    'content-security-policy': ADMIN_CONSOLE_CSP,
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'x-robots-tag': 'noindex',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Serves the console at /admin from the one process. Mount it before the maintenance gate (staff
 * keep working during maintenance) and before the pages' headers and handler (which would add the
 * reader pages' policy and hand `/admin/x` to Next.js as a path of the default language).
 * `/admin/api/*` belongs to the admin API in the API app, mounted before this: what reaches here
 * under it is an unknown route, answered in the admin API's JSON rather than with the app.
 */
export function mountAdminConsole(app: Hono, options: AdminConsoleOptions): void {
  const distDir = options.distDir ?? ADMIN_DIST_DIR;
  const headers = adminConsoleHeaders(options.publicUrl);

  app.all('/admin/api', unknownAdminRoute);
  app.all('/admin/api/*', unknownAdminRoute);
  // Hashed names: a file never changes under its name, so each is compressed once per process.
  const compressed = new Map<string, Buffer>();
  app.get('/admin/assets/:file', async (c) => {
    const file = c.req.param('file');
    const body = ASSET_NAME.test(file) ? await readOrNull(path.join(distDir, 'assets', file)) : null;
    if (!body) return c.text('Not found', 404, { ...headers, 'cache-control': 'no-store' });
    const assetHeaders = {
      ...headers,
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    };
    // react-admin and MUI are one large script: gzip sends about a third of it.
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '') || !COMPRESSIBLE.test(file)) return c.body(new Uint8Array(body), 200, assetHeaders);
    let gzipped = compressed.get(file);
    if (!gzipped) compressed.set(file, (gzipped = gzipSync(body, { level: 9 })));
    return c.body(new Uint8Array(gzipped), 200, { ...assetHeaders, 'content-encoding': 'gzip' });
  });
  const serveApp = async (c: Context) => {
    // Read on every request: a rebuild while the server runs is served at once, and staff
    // requests for the shell are few (the rest are assets and API calls).
    const html = await readOrNull(path.join(distDir, 'index.html'));
    if (!html) {
      return c.html(notBuiltPage, 503, { ...headers, 'cache-control': 'no-store', 'retry-after': '60' });
    }
    // One shell for every console address: the app routes itself (deep links, reloads).
    return c.body(new Uint8Array(html), 200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  };
  app.get('/admin', serveApp);
  app.get('/admin/*', serveApp);
  app.all('/admin', methodNotAllowed);
  app.all('/admin/*', methodNotAllowed);
}

const notBuiltPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Console not built</title></head>' +
  '<body><h1>The admin console is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p></body></html>';

function unknownAdminRoute(c: Context) {
  return c.json({ message: 'Unknown admin API route' }, 404, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
}

function methodNotAllowed(c: Context) {
  return c.text('Method not allowed', 405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}
