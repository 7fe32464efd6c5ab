/**
 * The widths in which the server can answer a stored image (`/media/<path>?w=640`), so pages
 * offer browsers a `srcset` and a phone never downloads a desktop-sized photo. A fixed list
 * keeps the resized copies few and cacheable; any other width is refused.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Stored images that have smaller sizes (uploads are stored as WebP; the seed and older rows may hold others). */
export const RESIZABLE_IMAGE = /\.(webp|jpe?g|png)$/i;
