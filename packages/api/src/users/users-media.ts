import { isSafeMediaPath } from '../media/store';
import type { Deps } from '../deps';

/**
 * True for a file a reader uploaded into our media store. External URLs (a provider's picture)
 * are not ours to delete, and `seed/` files are shared by many rows of the demo content.
 */
export function isOwnedUpload(stored: string | null | undefined): stored is string {
  if (!stored || /^https?:\/\//i.test(stored)) return false;
  return isSafeMediaPath(stored) && !stored.startsWith('seed/');
}

/**
 * Removes stored files once the rows that named them are gone. A file that cannot be removed
 * only wastes space, so a failure is logged rather than failing the call that already committed.
 */
export async function removeUploads(deps: Deps, paths: Iterable<string | null | undefined>): Promise<void> {
  const owned = [...new Set([...paths].filter(isOwnedUpload))];
  const results = await Promise.allSettled(owned.map((path) => deps.media.remove(path)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') console.warn(`[users] could not remove media ${owned[index]}`, result.reason);
  }
}
