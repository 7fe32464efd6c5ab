import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { IdOrSlug } from '@newsroom/contract/params';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../core/errors';
import { newsMatching } from './news-lookup';
import { removeOwnMedia } from './news-media';
import { mayChangeStory } from './news-permissions';
import { textImageFiles } from './news-text-images';

const { news, newsImages } = schema;

/**
 * delete_news: its author or an admin. Tags, images (of the gallery and the text), reactions, views, bookmarks and comments go
 * with it (foreign keys cascade); its uploaded files are removed after the row is gone.
 */
export async function deleteNews(deps: Deps, item: IdOrSlug, caller: Caller): Promise<void> {
  const [row] = await deps.db.select().from(news).where(newsMatching(item)).limit(1);
  if (!row) throw notFound('News');
  if (!mayChangeStory(row, caller)) throw forbidden('Only the author may delete this news');
  await removeStory(deps, row);
}

/** Deletes a story (its rows cascade) and then its uploaded files: set_news's writers and the console alike. */
export async function removeStory(deps: Deps, row: { id: number; image: string; contentType: string; contentValue: string }): Promise<void> {
  const images = await deps.db.select({ path: newsImages.otherImage }).from(newsImages).where(eq(newsImages.newsId, row.id));
  const textImages = await textImageFiles(deps.db, { newsId: row.id });
  await deps.db.delete(news).where(eq(news.id, row.id));
  const video = row.contentType === 'video_upload' ? [row.contentValue] : [];
  await removeOwnMedia(deps, [row.image, ...video, ...images.map((image) => image.path), ...textImages]);
}

/** delete_news_images: one extra image of the caller's own news (an admin may edit any news). */
export async function deleteNewsImage(deps: Deps, imageId: number, caller: Caller): Promise<void> {
  const [row] = await deps.db
    .select({ id: newsImages.id, path: newsImages.otherImage, userId: news.userId })
    .from(newsImages)
    .innerJoin(news, eq(news.id, newsImages.newsId))
    .where(eq(newsImages.id, imageId))
    .limit(1);
  if (!row) throw notFound('News image');
  if (!mayChangeStory(row, caller)) throw forbidden('Only the author may remove images of this news');
  await deps.db.delete(newsImages).where(eq(newsImages.id, row.id));
  await removeOwnMedia(deps, [row.path]);
}
