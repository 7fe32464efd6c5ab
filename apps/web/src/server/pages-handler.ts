import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono } from 'hono';
import { securityHeaders } from '@newsroom/api';
import type { PageCache } from './page-cache/page-cache';

/** The Next.js project: apps/web. */
export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build is missing: said in one sentence, without a stack trace. */
export class SiteNotBuiltError extends Error {}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface PagesOptions {
  port: number;
  /** Next.js development mode (compiles on request, hot reload); the default serves the build. */
  dev: boolean;
}

/** Starts Next.js in this process and resolves to its request handler. */
export async function startPages(options: PagesOptions): Promise<RequestHandler> {
  if (!options.dev && !existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) {
    throw new SiteNotBuiltError('The reader site is not built: run `npm run build` (or `npm start`, which builds when needed)');
  }
  const { default: next } = await import('next');
  // Next.js builds two internal base URLs, one from this hostname and one from 'localhost'; when
  // they differ it treats the proxy's rewrites as external and proxies them over HTTP to itself.
  // The HTTP listener is Hono's, so this name only has to be the same on both sides.
  const app = next({ dev: options.dev, dir: WEB_DIR, hostname: 'localhost', port: options.port });
  await app.prepare();
  return app.getRequestHandler() as RequestHandler;
}

/**
 * Hands every request the API app did not answer to Next.js, with the raw Node request and
 * response: the API keeps its own fast path, and Next.js streams the pages itself. With a page
 * cache, the pages Next.js marks shareable are answered from memory until they expire or a write
 * clears them.
 */
export function mountPages(app: Hono, handler: Promise<RequestHandler>, cache?: PageCache): void {
  app.all('*', async (c) => {
    const { incoming, outgoing } = c.env as HttpBindings;
    const handle = await handler;
    if (cache) await cache.serve(incoming, outgoing, handle);
    else await handle(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  });
}

/**
 * Gives every page the product's security headers (a Content-Security-Policy that forbids
 * framing by other sites, nosniff, a referrer policy...). They are set on the Node response
 * before Next.js, the page cache or the maintenance page write it, so every one of them keeps
 * them. Mount before those.
 */
export function mountPageSecurityHeaders(app: Hono, publicUrl: string): void {
  const headers = Object.entries(securityHeaders('page', publicUrl));
  app.use('*', async (c, next) => {
    const { outgoing } = c.env as HttpBindings;
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
  });
}
