import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { newsSearchDocument, searchConfigFor } from '@newsroom/db/sql';
import { MAX_NEWS_IMAGES, type NewsItem, type SetNewsParams } from '@newsroom/contract/news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import { storeImage, storeVideo } from '../media/uploads';
import { languageIdOrDefault } from '../languages/languages-service';
import { removeOwnMedia } from './news-media';
import { checkRelations, checkSlugFree, extraImagesOf, tagIdsOf, uniqueSlug } from './news-input';
import { planContent } from './news-content';
import { newsItemsByIds, siteToday } from './news-items';
import { languageById, newsMatching } from './news-lookup';
import { sanitizeNewsHtml } from './news-html';
import { orderedGallery, savedGallery } from './news-gallery';
import { attachTextImages } from './news-text-images';
import { siteTextImages } from './news-text-media';
import { checkMayWrite, mayChangeStory, statusAfterSave } from './news-permissions';

const { news, newsTags, newsImages } = schema;
type NewsRow = typeof news.$inferSelect;

async function editableNews(deps: Deps, params: SetNewsParams, caller: Caller): Promise<NewsRow | null> {
  if (params.action_type === 1 || !params.news_id) return null;
  const [row] = await deps.db.select().from(news).where(newsMatching(params.news_id)).limit(1);
  if (!row) throw notFound('News');
  if (!mayChangeStory(row, caller)) throw forbidden('Only the author may edit this news');
  return row;
}

/**
 * set_news: creates (action_type 1) or edits (2) the caller's news. Files are stored first and
 * removed again when the write fails, so a rejected call leaves no orphans; files a successful
 * edit replaced are removed afterwards.
 */
export async function saveNews(deps: Deps, params: SetNewsParams, files: Record<string, File[]>, caller: Caller): Promise<NewsItem> {
  await checkMayWrite(deps, caller);
  const existing = await editableNews(deps, params, caller);
  const languageId = existing && params.language_id === undefined ? existing.languageId : await languageIdOrDefault(deps, params.language_id);
  const language = await languageById(deps, languageId);
  const categoryId = params.category_id ?? existing?.categoryId ?? 0;
  const subcategoryId = params.subcategory_id === undefined ? (existing?.subcategoryId ?? null) : params.subcategory_id || null;
  const locationId = params.location_id === undefined ? (existing?.locationId ?? null) : params.location_id || null;
  // A story moved to another language must not keep tags of the one it left.
  const movesLanguage = existing !== null && existing.languageId !== languageId;
  const tagIds = params.tag_id?.filter((tagId) => tagId !== 0) ?? (movesLanguage ? await tagIdsOf(deps, existing.id) : undefined);
  await checkRelations(deps, { languageId, categoryId, subcategoryId, tagIds, locationId });

  const showTill = params.show_till === undefined ? (existing?.showTill ?? null) : params.show_till;
  if (params.show_till && params.show_till < (await siteToday(deps))) throw badRequest('show_till must not be in the past');
  if (params.slug !== undefined) await checkSlugFree(deps, params.slug, existing?.id ?? null);

  const image = files.image?.[0];
  const video = files.content_data?.[0];
  const extraImages = extraImagesOf(files);
  if (!existing && !image) throw badRequest('image is required');
  const gallery = existing ? await savedGallery(deps, existing.id) : [];
  if (gallery.length + extraImages.length > MAX_NEWS_IMAGES) throw badRequest(`ofile must hold at most ${MAX_NEWS_IMAGES} images per news`);
  const galleryOrder = orderedGallery(gallery, params.gallery_order);
  const { contentType, contentValue: plannedValue } = planContent(params, existing, video);
  let contentValue = plannedValue ?? '';

  const stored: string[] = [];
  let newsId: number;
  let droppedTextImages: string[] = [];
  try {
    const imagePath = image ? await storeImage(deps, image, 'image', 'news') : existing!.image;
    if (image) stored.push(imagePath);
    if (plannedValue === null && video) {
      contentValue = await storeVideo(deps, video, 'content_data');
      stored.push(contentValue);
    }
    const extraPaths: string[] = [];
    for (const file of extraImages) {
      const otherImage = await storeImage(deps, file, 'ofile', 'news');
      extraPaths.push(otherImage);
      stored.push(otherImage);
    }

    const title = params.title ?? existing?.title ?? '';
    const description =
      params.description === undefined ? (existing?.description ?? '') : siteTextImages(sanitizeNewsHtml(params.description), deps.config.publicUrl);
    const values = {
      languageId,
      categoryId,
      subcategoryId,
      locationId,
      title,
      image: imagePath,
      contentType,
      contentValue,
      description,
      showTill,
      metaTitle: params.meta_title ?? existing?.metaTitle ?? '',
      metaDescription: params.meta_description ?? existing?.metaDescription ?? '',
      metaKeyword: params.meta_keyword ?? existing?.metaKeyword ?? '',
      status: statusAfterSave(caller, existing),
      search: newsSearchDocument(searchConfigFor(language.code), title, description),
      updatedAt: new Date(),
    };
    const slug = params.slug ?? existing?.slug ?? (await uniqueSlug(deps, title));

    newsId = await deps.db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        await tx.update(news).set({ ...values, slug }).where(eq(news.id, existing.id));
        id = existing.id;
      } else {
        const [created] = await tx.insert(news).values({ ...values, slug, userId: caller.id }).returning({ id: news.id });
        id = created!.id;
      }
      if (tagIds !== undefined) {
        await tx.delete(newsTags).where(eq(newsTags.newsId, id));
        if (tagIds.length > 0) await tx.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: id, tagId })));
      }
      const moved = galleryOrder.filter((image) => gallery.find((saved) => saved.id === image.id)?.position !== image.position);
      for (const image of moved) await tx.update(newsImages).set({ position: image.position }).where(eq(newsImages.id, image.id));
      if (extraPaths.length > 0) {
        await tx.insert(newsImages).values(extraPaths.map((otherImage, index) => ({ newsId: id, otherImage, position: gallery.length + index })));
      }
      if (params.description !== undefined) droppedTextImages = await attachTextImages(tx, id, caller, description);
      return id;
    });
  } catch (error) {
    await removeOwnMedia(deps, stored);
    throw isUniqueViolation(error) ? conflict('slug is already taken by another news item') : error;
  }

  await removeOwnMedia(deps, droppedTextImages);
  if (existing && image) await removeOwnMedia(deps, [existing.image]);
  if (existing?.contentType === 'video_upload' && existing.contentValue !== contentValue) await removeOwnMedia(deps, [existing.contentValue]);
  const [item] = await newsItemsByIds(deps, [newsId], caller);
  return item!;
}

/** Two writers racing for one slug: the unique index decides, answered as a 409. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
