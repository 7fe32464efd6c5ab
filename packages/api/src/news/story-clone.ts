import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { newsSearchDocument, searchConfigFor } from '@newsroom/db/sql';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../core/errors';
import { removeOwnMedia } from './news-media';
import { uniqueSlug } from './news-input';
import { languageById } from './news-lookup';
import { textImagePaths } from './news-text-media';

const { news, newsTags, newsImages, newsTextImages, categories, subcategories, tags } = schema;

/** Only files of our own uploads are copied: seeded media is shared and never deleted with a story. */
const isOwnUpload = (path: string) => /^(news|videos)\/[^/]+$/.test(path);

/** A copy of an uploaded file under a new name, so deleting either story leaves the other's files. */
async function copyFile(deps: Deps, path: string, copied: string[]): Promise<string> {
  if (!isOwnUpload(path)) return path;
  const bytes = await deps.media.read(path);
  if (!bytes) return path;
  const [folder, name] = path.split('/') as [string, string];
  const copy = await deps.media.save(folder, name.split('.').pop() ?? 'bin', bytes);
  copied.push(copy);
  return copy;
}

/** The category of the same slug in the target language, else its first category. */
async function matchingCategory(deps: Deps, categoryId: number, languageId: number): Promise<number> {
  const [source] = await deps.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  const inTarget = deps.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.languageId, languageId)).orderBy(asc(categories.rowOrder), asc(categories.id));
  const rows = await inTarget;
  const match = rows.find((row) => row.slug === source?.slug) ?? rows[0];
  if (!match) throw badRequest('language_id must be a language with at least one category');
  return match.id;
}

async function matchingSubcategory(deps: Deps, subcategoryId: number | null, categoryId: number): Promise<number | null> {
  if (subcategoryId === null) return null;
  const [source] = await deps.db.select({ slug: subcategories.slug }).from(subcategories).where(eq(subcategories.id, subcategoryId)).limit(1);
  if (!source) return null;
  const [match] = await deps.db.select({ id: subcategories.id }).from(subcategories).where(and(eq(subcategories.categoryId, categoryId), eq(subcategories.slug, source.slug))).limit(1);
  return match?.id ?? null;
}

/** The target language's tags of the same slugs as the story's. */
async function matchingTags(deps: Deps, newsId: number, languageId: number): Promise<number[]> {
  const sourceTags = await deps.db.select({ slug: tags.slug }).from(newsTags).innerJoin(tags, eq(tags.id, newsTags.tagId)).where(eq(newsTags.newsId, newsId));
  if (sourceTags.length === 0) return [];
  const rows = await deps.db.select({ id: tags.id }).from(tags).where(and(eq(tags.languageId, languageId), inArray(tags.slug, sourceTags.map((tag) => tag.slug))));
  return rows.map((row) => row.id);
}

/**
 * "Clone to another language": a draft copy of a story for its translation, written by `staffId`.
 * Relations are matched by slug in the target language (a category falls back to the language's
 * first); files, text images included, are copied, never shared. Answers the copy's id.
 */
export async function cloneStory(deps: Deps, newsId: number, languageId: number, staffId: number): Promise<number> {
  const [source] = await deps.db.select().from(news).where(eq(news.id, newsId)).limit(1);
  if (!source) throw notFound('News');
  const language = await languageById(deps, languageId);
  const categoryId = await matchingCategory(deps, source.categoryId, languageId);
  const subcategoryId = await matchingSubcategory(deps, source.subcategoryId, categoryId);
  const tagIds = await matchingTags(deps, source.id, languageId);
  const gallery = await deps.db.select({ path: newsImages.otherImage }).from(newsImages).where(eq(newsImages.newsId, source.id)).orderBy(asc(newsImages.position), asc(newsImages.id));

  const copied: string[] = [];
  try {
    const image = await copyFile(deps, source.image, copied);
    const contentValue = source.contentType === 'video_upload' ? await copyFile(deps, source.contentValue, copied) : source.contentValue;
    const galleryPaths: string[] = [];
    for (const item of gallery) galleryPaths.push(await copyFile(deps, item.path, copied));
    let description = source.description;
    const textImages: string[] = [];
    for (const path of textImagePaths(source.description)) {
      const copy = await copyFile(deps, path, copied);
      textImages.push(copy);
      description = description.replaceAll(`src="/media/${path}"`, `src="/media/${copy}"`);
    }
    const slug = await uniqueSlug(deps, source.slug);
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(news)
        .values({
          ...{ languageId, categoryId, subcategoryId, locationId: source.locationId, title: source.title, slug, image },
          ...{ contentType: source.contentType, contentValue, description, showTill: source.showTill },
          ...{ metaTitle: source.metaTitle, metaDescription: source.metaDescription, metaKeyword: source.metaKeyword },
          status: NEWS_STATUS.draft,
          staffAuthorId: staffId,
          search: newsSearchDocument(searchConfigFor(language.code), source.title, description),
        })
        .returning({ id: news.id });
      const id = created!.id;
      if (tagIds.length > 0) await tx.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: id, tagId })));
      if (galleryPaths.length > 0) await tx.insert(newsImages).values(galleryPaths.map((otherImage, position) => ({ newsId: id, otherImage, position })));
      const ownTextImages = textImages.filter(isOwnUpload);
      if (ownTextImages.length > 0) await tx.insert(newsTextImages).values(ownTextImages.map((path) => ({ newsId: id, staffId, path })));
      return id;
    });
  } catch (error) {
    await removeOwnMedia(deps, copied);
    throw error;
  }
}
