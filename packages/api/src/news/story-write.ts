import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { newsSearchDocument, searchConfigFor } from '@newsroom/db/sql';
import { MAX_NEWS_IMAGES, type ContentType } from '@newsroom/contract/news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { badRequest, conflict } from '../core/errors';
import { storeImage, storeVideo } from '../media/uploads';
import { languageIdOrDefault } from '../languages/languages-service';
import { removeOwnMedia } from './news-media';
import { checkRelations, checkSlugFree, tagIdsOf, uniqueSlug } from './news-input';
import { planContent } from './news-content';
import { siteToday } from './news-items';
import { languageById } from './news-lookup';
import { sanitizeNewsHtml } from './news-html';
import { orderedGallery, savedGallery } from './news-gallery';
import { attachTextImages, type TextImageOwner } from './news-text-images';
import { siteTextImages } from './news-text-media';
import { statusAfterSave } from './news-permissions';

const { news, newsTags, newsImages } = schema;
export type NewsRow = typeof news.$inferSelect;

/**
 * A story's fields as a write gives them: absent keeps the current value (a new story: its
 * default), null or 0 clears an optional relation, `show_till` null clears the expiry.
 */
export interface StoryFields {
  languageId?: number;
  categoryId?: number;
  subcategoryId?: number | null;
  locationId?: number | null;
  tagIds?: number[];
  title?: string;
  slug?: string;
  contentType?: ContentType;
  contentData?: string;
  description?: string;
  metaTitle?: string;
  metaDescription?: string;
  metaKeyword?: string;
  showTill?: string | null;
  galleryOrder?: number[];
}

/** The files of a write, and the field names their errors speak of (set_news's own, or the console's). */
export interface StoryFiles {
  image?: File;
  video?: File;
  gallery: File[];
  names: { image: string; video: string; gallery: string };
}

/**
 * Who writes: a reader from the writers' desk (their roles decide the status), or a staff member
 * in the console, whose status and publishing time the console's rules decided (admin/news).
 */
export type StoryWriter = { kind: 'reader'; caller: Caller } | { kind: 'staff'; staffId: number; status: number; publishedAt?: Date };

const ownerOf = (writer: StoryWriter): TextImageOwner => (writer.kind === 'reader' ? { userId: writer.caller.id } : { staffId: writer.staffId });

/**
 * Creates (`existing` null) or changes a story: the one write path of set_news and the console.
 * Files are stored first and removed again when the write fails, so a refused call leaves no
 * orphans; files a successful edit replaced are removed afterwards. Answers the story's id.
 */
export async function writeStory(deps: Deps, existing: NewsRow | null, fields: StoryFields, files: StoryFiles, writer: StoryWriter): Promise<number> {
  const languageId = existing && fields.languageId === undefined ? existing.languageId : await languageIdOrDefault(deps, fields.languageId);
  const language = await languageById(deps, languageId);
  const categoryId = fields.categoryId ?? existing?.categoryId ?? 0;
  const subcategoryId = fields.subcategoryId === undefined ? (existing?.subcategoryId ?? null) : fields.subcategoryId || null;
  const locationId = fields.locationId === undefined ? (existing?.locationId ?? null) : fields.locationId || null;
  // A story moved to another language must not keep tags of the one it left.
  const movesLanguage = existing !== null && existing.languageId !== languageId;
  const tagIds = fields.tagIds?.filter((tagId) => tagId !== 0) ?? (movesLanguage ? await tagIdsOf(deps, existing.id) : undefined);
  await checkRelations(deps, { languageId, categoryId, subcategoryId, tagIds, locationId });

  const showTill = fields.showTill === undefined ? (existing?.showTill ?? null) : fields.showTill;
  if (fields.showTill && fields.showTill < (await siteToday(deps))) throw badRequest('show_till must not be in the past');
  if (fields.slug !== undefined) await checkSlugFree(deps, fields.slug, existing?.id ?? null);

  const { image, video, gallery: extraImages, names } = files;
  if (!existing && !image) throw badRequest(`${names.image} is required`);
  const gallery = existing ? await savedGallery(deps, existing.id) : [];
  if (gallery.length + extraImages.length > MAX_NEWS_IMAGES) throw badRequest(`${names.gallery} must hold at most ${MAX_NEWS_IMAGES} images per news`);
  const galleryOrder = orderedGallery(gallery, fields.galleryOrder);
  const { contentType, contentValue: plannedValue } = planContent({ content_type: fields.contentType, content_data: fields.contentData }, existing, video);
  let contentValue = plannedValue ?? '';

  const stored: string[] = [];
  let newsId: number;
  let droppedTextImages: string[] = [];
  try {
    const imagePath = image ? await storeImage(deps, image, names.image, 'news') : existing!.image;
    if (image) stored.push(imagePath);
    if (plannedValue === null && video) {
      contentValue = await storeVideo(deps, video, names.video);
      stored.push(contentValue);
    }
    const extraPaths: string[] = [];
    for (const file of extraImages) {
      const otherImage = await storeImage(deps, file, names.gallery, 'news');
      extraPaths.push(otherImage);
      stored.push(otherImage);
    }

    const title = fields.title ?? existing?.title ?? '';
    const description = fields.description === undefined ? (existing?.description ?? '') : siteTextImages(sanitizeNewsHtml(fields.description), deps.config);
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
      metaTitle: fields.metaTitle ?? existing?.metaTitle ?? '',
      metaDescription: fields.metaDescription ?? existing?.metaDescription ?? '',
      metaKeyword: fields.metaKeyword ?? existing?.metaKeyword ?? '',
      status: writer.kind === 'reader' ? statusAfterSave(writer.caller, existing) : writer.status,
      ...(writer.kind === 'staff' && writer.publishedAt ? { publishedAt: writer.publishedAt } : {}),
      search: newsSearchDocument(searchConfigFor(language.code), title, description),
      updatedAt: new Date(),
    };
    const slug = fields.slug ?? existing?.slug ?? (await uniqueSlug(deps, title));
    const author = writer.kind === 'reader' ? { userId: writer.caller.id } : { staffAuthorId: writer.staffId };

    newsId = await deps.db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        await tx.update(news).set({ ...values, slug }).where(eq(news.id, existing.id));
        id = existing.id;
      } else {
        const [created] = await tx.insert(news).values({ ...values, slug, ...author }).returning({ id: news.id });
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
      if (fields.description !== undefined) droppedTextImages = await attachTextImages(tx, id, ownerOf(writer), description);
      return id;
    });
  } catch (error) {
    await removeOwnMedia(deps, stored);
    throw isUniqueViolation(error) ? conflict('slug is already taken by another news item') : error;
  }

  await removeOwnMedia(deps, droppedTextImages);
  if (existing && image) await removeOwnMedia(deps, [existing.image]);
  if (existing?.contentType === 'video_upload' && existing.contentValue !== contentValue) await removeOwnMedia(deps, [existing.contentValue]);
  return newsId;
}

/** Two writers racing for one slug: the unique index decides, answered as a 409. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
