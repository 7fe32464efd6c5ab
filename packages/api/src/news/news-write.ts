import { type NewsItem, type SetNewsParams } from '@newsroom/contract/news';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../core/errors';
import { extraImagesOf } from './news-input';
import { newsItemsByIds } from './news-items';
import { newsMatching } from './news-lookup';
import { checkMayWrite, mayChangeStory } from './news-permissions';
import { writeStory, type NewsRow } from './story-write';
import { schema } from '@newsroom/db/client';

async function editableNews(deps: Deps, params: SetNewsParams, caller: Caller): Promise<NewsRow | null> {
  if (params.action_type === 1 || !params.news_id) return null;
  const [row] = await deps.db.select().from(schema.news).where(newsMatching(params.news_id)).limit(1);
  if (!row) throw notFound('News');
  if (!mayChangeStory(row, caller)) throw forbidden('Only the author may edit this news');
  return row;
}

/**
 * set_news: creates (action_type 1) or edits (2) the caller's news, through the one story write
 * (story-write.ts) with the readers' rules: who may write, whose story, which status.
 */
export async function saveNews(deps: Deps, params: SetNewsParams, files: Record<string, File[]>, caller: Caller): Promise<NewsItem> {
  await checkMayWrite(deps, caller);
  const existing = await editableNews(deps, params, caller);
  const fields = {
    languageId: params.language_id,
    categoryId: params.category_id,
    subcategoryId: params.subcategory_id,
    locationId: params.location_id,
    tagIds: params.tag_id,
    title: params.title,
    slug: params.slug,
    contentType: params.content_type,
    contentData: params.content_data,
    description: params.description,
    metaTitle: params.meta_title,
    metaDescription: params.meta_description,
    metaKeyword: params.meta_keyword,
    showTill: params.show_till,
    galleryOrder: params.gallery_order,
  };
  const storyFiles = {
    image: files.image?.[0],
    video: files.content_data?.[0],
    gallery: extraImagesOf(files),
    names: { image: 'image', video: 'content_data', gallery: 'ofile' },
  };
  const newsId = await writeStory(deps, existing, fields, storyFiles, { kind: 'reader', caller });
  const [item] = await newsItemsByIds(deps, [newsId], caller);
  return item!;
}
