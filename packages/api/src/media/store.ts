import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { variantPaths } from './variant-paths';
import { storedFile, type StoredFile } from './stored-file';

/**
 * Where uploaded and generated media live. The database keeps paths relative to the store
 * (`news/ab12.webp`); the API turns them into absolute URLs. DiskMediaStore keeps them in a folder,
 * S3MediaStore (s3-store.ts) in a bucket under the same relative paths.
 */
export interface MediaStore {
  save(folder: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** Writes at a path of the store's own making (the smaller sizes of an image). */
  put(relativePath: string, bytes: Uint8Array): Promise<void>;
  /** A whole file in memory: for small files only (an image to resize); serve files with `open`. */
  read(relativePath: string): Promise<Uint8Array | null>;
  /** A file's size and date, and its bytes as a stream; null when there is no such file. */
  open(relativePath: string): Promise<StoredFile | null>;
  /** Removes a file, and the smaller sizes made of it. */
  remove(relativePath: string): Promise<void>;
}

const SAFE_PATH = /^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)+$/i;

/** Rejects anything that could climb out of the media folder. */
export function isSafeMediaPath(relativePath: string): boolean {
  return SAFE_PATH.test(relativePath) && !relativePath.split('/').some((part) => part === '..' || part === '.');
}

/** A new file's path: unique, so a stored file is never rewritten and caches may keep it for ever. */
export function newMediaPath(folder: string, extension: string): string {
  return `${folder}/${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`;
}

export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  async save(folder: string, extension: string, bytes: Uint8Array): Promise<string> {
    const relativePath = newMediaPath(folder, extension);
    await mkdir(path.join(this.root, folder), { recursive: true });
    await writeFile(path.join(this.root, relativePath), bytes);
    return relativePath;
  }

  async put(relativePath: string, bytes: Uint8Array): Promise<void> {
    if (!isSafeMediaPath(relativePath)) throw new Error(`unsafe media path: ${relativePath}`);
    const target = path.join(this.root, relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async read(relativePath: string): Promise<Uint8Array | null> {
    if (!isSafeMediaPath(relativePath)) return null;
    try {
      return await readFile(path.join(this.root, relativePath));
    } catch {
      return null;
    }
  }

  async open(relativePath: string): Promise<StoredFile | null> {
    return isSafeMediaPath(relativePath) ? storedFile(path.join(this.root, relativePath)) : null;
  }

  async remove(relativePath: string): Promise<void> {
    if (!isSafeMediaPath(relativePath)) return;
    for (const file of [relativePath, ...variantPaths(relativePath)]) await rm(path.join(this.root, file), { force: true });
  }
}

/**
 * An absolute URL for a stored path; values that are already URLs pass through. `mediaBaseUrl` is
 * config.mediaBaseUrl: the app's `<PUBLIC_URL>/media`, or MEDIA_PUBLIC_URL (a CDN, a public bucket).
 */
export function mediaUrl(mediaBaseUrl: string, stored: string | null | undefined): string {
  if (!stored) return '';
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${mediaBaseUrl}/${stored}`;
}
