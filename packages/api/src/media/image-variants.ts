import sharp from 'sharp';
import { IMAGE_WIDTHS, RESIZABLE_IMAGE, type ImageWidth } from '@newsroom/contract/media';
import type { MediaStore } from './store';

/** `news/ab12.webp` at 640 → `news/ab12.w640.webp`: beside the original, so they go together. */
export function variantPath(relativePath: string, width: ImageWidth): string {
  return `${relativePath.replace(/\.[^./]+$/, '')}.w${width}.webp`;
}

/** A smaller size itself: sizes are made of originals only, so no chain of copies can fill the disk. */
const VARIANT_NAME = /\.w\d+\.webp$/;

/** A stored original that smaller sizes can be made of. */
export function isResizable(relativePath: string): boolean {
  return RESIZABLE_IMAGE.test(relativePath) && !VARIANT_NAME.test(relativePath);
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * A stored image at most `width` wide, as WebP: made from the original the first time it is asked
 * for, then kept in the store. Null when there is no such image. Never wider than the original.
 */
export async function imageVariant(store: MediaStore, relativePath: string, width: ImageWidth): Promise<Uint8Array | null> {
  if (!isResizable(relativePath)) return null;
  const kept = await store.read(variantPath(relativePath, width));
  if (kept) return kept;
  const original = await store.read(relativePath);
  if (!original) return null;
  let resized: Uint8Array;
  try {
    resized = await sharp(original, { limitInputPixels: 50_000_000 }).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  } catch {
    return null;
  }
  await store.put(variantPath(relativePath, width), resized);
  return resized;
}

/** Every smaller size an image may have in the store, for removing them with it. */
export function variantPaths(relativePath: string): string[] {
  return isResizable(relativePath) ? IMAGE_WIDTHS.map((width) => variantPath(relativePath, width)) : [];
}
