import type { NewsItem } from '@newsroom/contract/news';
import type { StoryDraft } from './story-draft';

/** What the preview needs beyond the draft: names of the chosen taxonomy and the images' addresses. */
export interface PreviewInputs {
  categoryName: string;
  categorySlug: string;
  subcategoryName: string;
  tags: { id: number; tag_name: string; slug: string }[];
  /** The main image: a chosen file's object URL, else the saved one. */
  image: string;
  gallery: string[];
  /** An uploaded video's object URL, else the saved video or the typed link. */
  video: string;
  now: string;
}

/**
 * The draft as a news item, so the preview is the real article component with the writer's
 * words: nothing here is saved, the ids are placeholders.
 */
export function previewItem(draft: StoryDraft, inputs: PreviewInputs, newsId: number | null): NewsItem {
  const id = newsId ?? 0;
  return {
    id,
    language_id: draft.languageId ?? 0,
    category_id: draft.categoryId ?? 0,
    subcategory_id: draft.subcategoryId ?? 0,
    tag_id: draft.tagIds.join(','),
    location_id: draft.locationId ?? 0,
    title: draft.title,
    slug: draft.slug,
    image: inputs.image,
    date: inputs.now,
    published_date: inputs.now,
    content_type: draft.contentType,
    content_value: draft.contentType === 'standard_post' ? '' : inputs.video,
    description: draft.description,
    user_id: 0,
    show_till: draft.showTill,
    status: 0,
    counter: '0',
    meta_title: draft.metaTitle,
    meta_description: draft.metaDescription,
    meta_keyword: draft.metaKeywords,
    schema_markup: '',
    category: { id: draft.categoryId ?? 0, category_name: inputs.categoryName, slug: inputs.categorySlug },
    category_name: inputs.categoryName,
    sub_category: { id: draft.subcategoryId ?? 0, subcategory_name: inputs.subcategoryName, slug: '' },
    subcategory_name: inputs.subcategoryName,
    location: { id: draft.locationId ?? 0, location_name: '', latitude: 0, longitude: 0 },
    images: inputs.gallery.map((url, index) => ({ id: index + 1, news_id: id, other_image: url })),
    tag: inputs.tags,
    tag_name: inputs.tags.map((tag) => tag.tag_name).join(','),
    like: 0,
    dislike: 0,
    bookmark: 0,
    total_like: 0,
    total_dislike: 0,
    total_bookmark: 0,
    total_views: 0,
    total_comment: 0,
  } as NewsItem;
}
