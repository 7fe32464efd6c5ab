import { asc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Deps } from '../deps';
import { badRequest } from '../core/errors';

const { newsImages } = schema;

export interface GalleryImage {
  id: number;
  position: number;
}

/** A story's saved gallery in its writer's order (images saved before ordering existed by id). */
export async function savedGallery(deps: Pick<Deps, 'db'>, newsId: number): Promise<GalleryImage[]> {
  return deps.db
    .select({ id: newsImages.id, position: newsImages.position })
    .from(newsImages)
    .where(eq(newsImages.newsId, newsId))
    .orderBy(asc(newsImages.position), asc(newsImages.id));
}

/**
 * The saved images' places after set_news's `gallery_order`: the images it names come first, in
 * its order, and the ones it leaves out keep their order after them, so an app that only moves
 * one image may send just that one. Naming an image of another story is refused.
 */
export function orderedGallery(saved: GalleryImage[], order: number[] | undefined): GalleryImage[] {
  const known = new Set(saved.map((image) => image.id));
  const missing = order?.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`gallery_order names image ${missing}, which is not in this news' gallery`);
  const named = new Set(order ?? []);
  const ids = [...(order ?? []), ...saved.map((image) => image.id).filter((id) => !named.has(id))];
  return ids.map((id, position) => ({ id, position }));
}
