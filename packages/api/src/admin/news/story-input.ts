import type { z } from 'zod';
import type { newsCreateBody, newsUpdateBody } from '@newsroom/contract/admin/news';
import { NEWS_STATUS } from '@newsroom/contract/news';
import type { StoryFields, StoryFiles } from '../../news/story-write';
import { FieldErrors } from '../core/admin-errors';

type StoryBody = z.output<typeof newsCreateBody> | z.output<typeof newsUpdateBody>;

/** The console's body in the story write's words (the same fields set_news gives it). */
export function storyFieldsOf(body: StoryBody): StoryFields {
  return {
    languageId: body.language_id,
    categoryId: body.category_id,
    subcategoryId: body.subcategory_id,
    locationId: body.location_id,
    tagIds: body.tag_ids,
    title: body.title,
    slug: body.slug,
    contentType: body.content_type,
    contentData: body.content_data,
    description: body.description,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    metaKeyword: body.meta_keyword,
    showTill: body.show_till,
    galleryOrder: 'gallery_order' in body ? body.gallery_order : undefined,
  };
}

/** The console's file fields: `image`, `gallery` (several) and `video` (for `video_upload`). */
export function storyFilesOf(files: Record<string, File[]>): StoryFiles {
  return { image: files.image?.[0], video: files.video?.[0], gallery: files.gallery ?? [], names: { image: 'image', video: 'video', gallery: 'gallery' } };
}

/**
 * "Send as push" goes out with the save only for a story readers see now: a draft or a scheduled
 * story has nothing to open yet (it is sent from its list once it is out).
 */
export function checkSendPush(sendPush: boolean | undefined, status: number, publishedAt: Date, now: Date): void {
  if (!sendPush) return;
  if (status !== NEWS_STATUS.published || publishedAt > now) {
    throw new FieldErrors({ send_push: 'Only a story published now can be sent as push' });
  }
}
