import type { Deps } from '../../deps';
import { storeImage, storeVideo } from '../../media/uploads';

/**
 * Removes files the console uploaded for breaking news and live streams once their row no longer
 * names them. Only their own upload folders: seeded media (`seed/…`) and outside addresses stay.
 * A file already gone is no reason to fail a write that is saved.
 */
export async function removeLiveMedia(deps: Deps, paths: readonly string[]): Promise<void> {
  const own = paths.filter((path) => /^(breaking|live|videos)\/[^/]+$/.test(path));
  await Promise.allSettled(own.map((path) => deps.media.remove(path)));
}

/** The image a write sends, stored; undefined when none was sent. */
export async function uploadedImage(deps: Deps, files: Record<string, File[]>, folder: 'breaking' | 'live'): Promise<string | undefined> {
  const file = files.image?.[0];
  return file ? storeImage(deps, file, 'image', folder, 1600) : undefined;
}

export async function uploadedVideo(deps: Deps, files: Record<string, File[]>): Promise<string | undefined> {
  const file = files.video?.[0];
  return file ? storeVideo(deps, file, 'video') : undefined;
}

/** What a write leaves behind: the stored paths the row named before and no longer names. */
export const replacedPaths = (before: readonly string[], after: readonly string[]) => before.filter((path) => path && !after.includes(path));
