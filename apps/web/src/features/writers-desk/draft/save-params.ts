import type { ParamsOf } from '../../../api-client/endpoints';
import type { DraftFiles, StoryDraft } from './story-draft';

/** What the desk checks before sending (the server checks everything again). */
export type DraftProblem = 'category' | 'title' | 'image' | 'video';

const VIDEO_LINKS = new Set(['video_youtube', 'video_other']);

/** The fields a writer still has to fill in before the story can be sent. */
export function draftProblems(draft: StoryDraft, files: DraftFiles): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.categoryId === null) problems.push('category');
  if (draft.title.trim() === '') problems.push('title');
  if (!files.image && !draft.savedImage) problems.push('image');
  if (VIDEO_LINKS.has(draft.contentType) && !/^https?:\/\/\S+$/.test(draft.videoUrl.trim())) problems.push('video');
  if (draft.contentType === 'video_upload' && !files.video && !draft.savedVideo) problems.push('video');
  return problems;
}

/**
 * set_news's parameters for a draft: action 1 creates, 2 edits `newsId`. Every field is sent, so
 * an emptied one (no tags, no subcategory, no end date) is cleared on the server too.
 */
export function saveParams(draft: StoryDraft, files: DraftFiles, newsId: number | null): ParamsOf<'set_news'> {
  const params: Record<string, unknown> = {
    action_type: newsId === null ? '1' : '2',
    language_id: draft.languageId ?? undefined,
    category_id: draft.categoryId ?? undefined,
    subcategory_id: draft.subcategoryId ?? 0,
    tag_id: draft.tagIds.length > 0 ? draft.tagIds.join(',') : '0',
    location_id: draft.locationId ?? 0,
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    content_type: draft.contentType,
    description: draft.description,
    meta_title: draft.metaTitle.trim(),
    meta_description: draft.metaDescription.trim(),
    meta_keyword: draft.metaKeywords.trim(),
    show_till: draft.showTill,
  };
  if (newsId !== null) params.news_id = newsId;
  // The saved images' order as the writer left it; new uploads follow them.
  if (newsId !== null && draft.savedGallery.length > 1) params.gallery_order = draft.savedGallery.map((image) => image.id).join(',');
  if (VIDEO_LINKS.has(draft.contentType)) params.content_data = draft.videoUrl.trim();
  if (draft.contentType === 'video_upload' && files.video) params.content_data = files.video;
  if (files.image) params.image = files.image;
  if (files.gallery.length > 0) params.ofile = files.gallery;
  return params as ParamsOf<'set_news'>;
}
