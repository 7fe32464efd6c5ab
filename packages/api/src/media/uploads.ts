import { sharp } from './image-library';
import type { Deps } from '../deps';
import { badRequest, tooLarge, unsupportedType } from '../core/errors';
import { checkedVideo } from './video-check';

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** Identifies an image by its first bytes; the declared name and type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'gif';
  return null;
}

async function readChecked(deps: Deps, file: File, field: string): Promise<Uint8Array> {
  if (file.size === 0) throw badRequest(`${field} is an empty file`);
  if (file.size > deps.config.uploadMaxBytes) {
    throw tooLarge(`${field} is larger than ${Math.round(deps.config.uploadMaxBytes / 1048576)} MB`);
  }
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * The most pixels an uploaded image may have: 8000 x 6000 from a 48-megapixel phone fits. A small
 * compressed file can declare a huge canvas (a decompression bomb) that would take gigabytes of
 * memory to decode, so the size its header declares is checked before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

async function reencodeImage(bytes: Uint8Array, field: string, maxWidth: number): Promise<Buffer> {
  let declared: { width?: number; height?: number };
  try {
    // Only the header is read here; sharp's own pixel limit would refuse a bomb without saying why.
    declared = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedType(`${field} is not a readable image`);
  }
  const { width = 0, height = 0 } = declared;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(`${field} is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
  try {
    // `failOn: 'warning'`: a file cut short (an interrupted upload) is refused, not stored half grey.
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw unsupportedType(`${field} is not a readable image: the file is damaged or incomplete`);
  }
}

/**
 * Stores an uploaded image re-encoded as WebP: metadata (location, camera) stripped, at most
 * `maxWidth` wide; readers get smaller sizes made from it (image-variants.ts). Re-encoding also
 * defeats files that only pretend to be images. Nothing is stored unless every check passed.
 */
export async function storeImage(deps: Deps, file: File, field: string, folder: string, maxWidth = 1600): Promise<string> {
  const bytes = await readChecked(deps, file, field);
  if (!sniffImage(bytes)) throw unsupportedType(`${field} must be a JPEG, PNG, WebP or GIF image`);
  return deps.media.save(folder, 'webp', await reencodeImage(bytes, field, maxWidth));
}

/** Stores an uploaded video file as it is, once its size and container pass (video-check.ts): nothing is written before. */
export async function storeVideo(deps: Deps, file: File, field: string): Promise<string> {
  const kind = await checkedVideo(file, field, deps.config.uploadMaxBytes);
  return deps.media.save('videos', kind, new Uint8Array(await file.arrayBuffer()));
}
