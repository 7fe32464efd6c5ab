import { Hono } from 'hono';
import type { Deps } from '../core/deps';

const TYPES: Record<string, string> = {
  webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif',
  svg: 'image/svg+xml', mp4: 'video/mp4', webm: 'video/webm', ico: 'image/x-icon',
};

/**
 * Serves stored media. File names are unique per upload, so they may be cached for a year. The
 * app adds the headers that keep a stored file from running script (core/security-headers.ts).
 */
export function mediaRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get('/media/*', async (c) => {
    const relativePath = decodeURIComponent(c.req.path.slice('/media/'.length));
    const bytes = await deps.media.read(relativePath);
    if (!bytes) return c.text('Not found', 404);
    const extension = relativePath.split('.').pop()?.toLowerCase() ?? '';
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
