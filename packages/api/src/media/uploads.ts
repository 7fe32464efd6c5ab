import sharp from 'sharp';
import type { Deps } from '../deps';
import { badRequest, tooLarge, unsupportedType } from '../core/errors';

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

/** MP4/QuickTime (`ftyp` box) or WebM/Matroska (EBML header). */
export function sniffVideo(bytes: Uint8Array): 'mp4' | 'webm' | null {
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return 'mp4';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
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
 * Stores an uploaded image re-encoded as WebP: metadata (location, camera) stripped, at most
 * `maxWidth` wide. Re-encoding also defeats files that only pretend to be images.
 */
export async function storeImage(deps: Deps, file: File, field: string, folder: string, maxWidth = 1600): Promise<string> {
  const bytes = await readChecked(deps, file, field);
  if (!sniffImage(bytes)) throw unsupportedType(`${field} must be a JPEG, PNG, WebP or GIF image`);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw unsupportedType(`${field} is not a readable image`);
  }
  return deps.media.save(folder, 'webp', encoded);
}

/** Stores an uploaded video file (MP4 or WebM) as it is. */
export async function storeVideo(deps: Deps, file: File, field: string): Promise<string> {
  const bytes = await readChecked(deps, file, field);
  const kind = sniffVideo(bytes);
  if (!kind) throw unsupportedType(`${field} must be an MP4 or WebM video`);
  return deps.media.save('videos', kind, bytes);
}
