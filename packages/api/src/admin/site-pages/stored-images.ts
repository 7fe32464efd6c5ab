import type { HandlerDeps } from '../../core/handler-deps';
import { storeImage } from '../../media/uploads';

/** Each image field and the widest it is kept: an icon is small, a share image fills a preview card. */
export const IMAGE_WIDTHS = { page_icon: 256, og_image: 1200 } as const;
type ImageField = keyof typeof IMAGE_WIDTHS;

/**
 * Stores the images a write uploaded (one per field), all checks first: a refused file stores
 * nothing. `discard` removes the new files when the write fails afterwards; `release` removes the
 * files they replaced once it succeeded (a URL from the seed is not ours and stays).
 */
export async function storeNewImages(deps: HandlerDeps, files: Record<string, File[]>, fields: readonly ImageField[], folder: string) {
  const stored: Partial<Record<ImageField, string>> = {};
  try {
    for (const field of fields) {
      const file = files[field]?.[0];
      if (file) stored[field] = await storeImage(deps, file, field, folder, IMAGE_WIDTHS[field]);
    }
  } catch (error) {
    await removeAll(deps, Object.values(stored));
    throw error;
  }
  return {
    stored,
    discard: () => removeAll(deps, Object.values(stored)),
    release: (previous: Partial<Record<ImageField, string>>) =>
      removeAll(deps, fields.flatMap((field) => (stored[field] && previous[field] ? [previous[field]] : []))),
  };
}

async function removeAll(deps: HandlerDeps, paths: string[]): Promise<void> {
  await Promise.allSettled(paths.filter(Boolean).map((path) => deps.media.remove(path)));
}
