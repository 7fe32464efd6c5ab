import { Hono } from 'hono';
import { IMAGE_WIDTHS, type ImageWidth } from '@newsroom/contract/media';
import type { Deps } from '../core/deps';
import { imageVariant, isImageWidth, isResizable } from './image-variants';

/** File names are unique per upload (and a size's name follows its file's), so caches may keep them. */
const FOREVER = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif',
  svg: 'image/svg+xml', mp4: 'video/mp4', webm: 'video/webm', ico: 'image/x-icon',
};

/**
 * Serves stored media, and images in the smaller sizes of IMAGE_WIDTHS (`?w=640`). File names are
 * unique per upload, so they may be cached for a year. The app adds the headers that keep a
 * stored file from running script (core/security-headers.ts).
 */
export function mediaRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get('/media/*', async (c) => {
    const relativePath = decodeURIComponent(c.req.path.slice('/media/'.length));
    const width = c.req.query('w');
    if (width !== undefined) {
      // A smaller size of an image, for the srcset of the pages (IMAGE_WIDTHS).
      if (!isImageWidth(Number(width))) return c.text(`w must be one of ${IMAGE_WIDTHS.join(', ')}`, 400);
      if (!isResizable(relativePath)) return c.text('Only original JPEG, PNG and WebP images have smaller sizes', 400);
      const resized = await imageVariant(deps.media, relativePath, Number(width) as ImageWidth);
      if (!resized) return c.text('Not found', 404);
      return c.body(resized as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/webp', 'cache-control': FOREVER });
    }
    const bytes = await deps.media.read(relativePath);
    if (!bytes) return c.text('Not found', 404);
    const extension = relativePath.split('.').pop()?.toLowerCase() ?? '';
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': FOREVER,
    });
  });
  return app;
}
