import type { NewsItem } from '@newsroom/contract/news';
import type { DraftKey, StoryDraft } from '../../../state/news-creation-slice';

export type { DraftKey, StoryDraft } from '../../../state/news-creation-slice';

/** The files a writer chose on this page; the browser cannot keep them across a reload. */
export interface DraftFiles {
  image: File | null;
  gallery: File[];
  video: File | null;
}

export const NO_FILES: DraftFiles = { image: null, gallery: [], video: null };

/** The draft key of the story on the desk: its id when editing, else `new`. */
export function draftKeyOf(newsId: number | null): DraftKey {
  return newsId === null ? 'new' : `${newsId}`;
}

export function emptyDraft(languageId: number | null): StoryDraft {
  return {
    languageId,
    categoryId: null,
    subcategoryId: null,
    tagIds: [],
    locationId: null,
    title: '',
    slug: '',
    slugEdited: false,
    contentType: 'standard_post',
    videoUrl: '',
    description: '',
    showTill: '',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    savedImage: '',
    savedGallery: [],
    savedVideo: '',
    fileNames: { image: '', gallery: [], video: '' },
    keptAt: 0,
  };
}

/** A saved story as the desk edits it. */
export function draftFromStory(story: NewsItem): StoryDraft {
  const uploaded = story.content_type === 'video_upload';
  return {
    ...emptyDraft(story.language_id),
    categoryId: story.category_id,
    subcategoryId: story.subcategory_id || null,
    tagIds: story.tag.map((tag) => tag.id),
    locationId: story.location_id || null,
    title: story.title,
    slug: story.slug,
    slugEdited: true,
    contentType: story.content_type,
    videoUrl: uploaded ? '' : story.content_value,
    description: story.description,
    showTill: story.show_till,
    metaTitle: story.meta_title,
    metaDescription: story.meta_description,
    metaKeywords: story.meta_keyword,
    savedImage: story.image,
    savedGallery: story.images.map((image) => ({ id: image.id, url: image.other_image })),
    savedVideo: uploaded ? story.content_value : '',
  };
}

/** Names of files the draft had chosen that this page no longer holds (after a reload). */
export function missingFiles(draft: StoryDraft, files: DraftFiles): string[] {
  const names = draft.fileNames;
  const missing: string[] = [];
  if (names.image && !files.image) missing.push(names.image);
  if (names.gallery.length > files.gallery.length) missing.push(...names.gallery.slice(files.gallery.length));
  if (names.video && !files.video) missing.push(names.video);
  return missing;
}

/** The draft after the chosen files changed: their names are kept with it. */
export function withFileNames(draft: StoryDraft, files: DraftFiles): StoryDraft {
  return {
    ...draft,
    fileNames: { image: files.image?.name ?? '', gallery: files.gallery.map((file) => file.name), video: files.video?.name ?? '' },
  };
}
