import { Hono } from 'hono';
import { IMAGE_WIDTHS, type ImageWidth } from '@newsroom/contract/media';
import type { Deps } from '../deps';
import { answerWithFile } from './file-response';
import { openImageVariant } from './image-variants';
import { isImageWidth, isResizable } from './variant-paths';
import { mediaPath } from './media-path';
import { CACHE_FOREVER, mediaType } from './media-types';

/**
 * Serves stored media, and images in the smaller sizes of IMAGE_WIDTHS (`?w=640`), streamed from
 * the store (a folder or a bucket) with ranges and revalidation (file-response.ts). File names
 * are unique per upload, so they may be cached for a year. The app adds the headers that keep a
 * stored file from running script (core/security-headers.ts).
 */
export function mediaRoutes(deps: Pick<Deps, 'media'>): Hono {
  const app = new Hono();
  // GET answers HEAD too (Hono), and file-response.ts answers it without reading the file.
  app.get('/media/*', async (c) => {
    const asked = mediaPath(c.req.url);
    if (!asked.ok) return c.text(asked.problem, 400);
    const width = c.req.query('w');
    if (width !== undefined) {
      // A smaller size of an image, for the srcset of the pages (IMAGE_WIDTHS).
      if (!isImageWidth(Number(width))) return c.text(`w must be one of ${IMAGE_WIDTHS.join(', ')}`, 400);
      if (!isResizable(asked.path)) return c.text('Only original JPEG, PNG and WebP images have smaller sizes', 400);
      const resized = await openImageVariant(deps.media, asked.path, Number(width) as ImageWidth);
      if (!resized) return c.text('Not found', 404);
      return answerWithFile(c, resized, 'image/webp', CACHE_FOREVER);
    }
    const file = await deps.media.open(asked.path);
    if (!file) return c.text('Not found', 404);
    return answerWithFile(c, file, mediaType(asked.path), CACHE_FOREVER);
  });
  return app;
}
