import { sharp } from './image-library';
import type { ImageWidth } from '@newsroom/contract/media';
import type { MediaStore } from './store';
import type { StoredFile } from './stored-file';
import { isResizable, variantPath } from './variant-paths';

/** Sizes being made right now: readers who ask for the same new size at once share one resize. */
const making = new WeakMap<MediaStore, Map<string, Promise<boolean>>>();

/**
 * A stored image at most `width` wide, as WebP, ready to stream: made from the original the first
 * time it is asked for, then kept in the store. Null when there is no such image. Never wider
 * than the original.
 */
export async function openImageVariant(store: MediaStore, relativePath: string, width: ImageWidth): Promise<StoredFile | null> {
  if (!isResizable(relativePath)) return null;
  const target = variantPath(relativePath, width);
  const kept = await store.open(target);
  if (kept) return kept;
  let pending = making.get(store);
  if (!pending) making.set(store, (pending = new Map()));
  const made = pending.get(target) ?? makeVariant(store, relativePath, width).finally(() => pending.delete(target));
  pending.set(target, made);
  return (await made) ? store.open(target) : null;
}

/** Resizes the original in memory: originals are images of at most a few megabytes (uploads are re-encoded). */
async function makeVariant(store: MediaStore, relativePath: string, width: ImageWidth): Promise<boolean> {
  const original = await store.read(relativePath);
  if (!original) return false;
  let resized: Uint8Array;
  try {
    resized = await sharp(original, { limitInputPixels: 50_000_000 }).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  } catch {
    return false;
  }
  await store.put(variantPath(relativePath, width), resized);
  return true;
}
