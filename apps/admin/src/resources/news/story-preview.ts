import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import type { NewsItem } from '@newsroom/contract/news';

/** What the form holds of a picked file (react-admin keeps a `blob:` address of it in `src`). */
const srcOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'src' in value) return String((value as { src: unknown }).src ?? '');
  return '';
};

const pad = (value: number) => String(value).padStart(2, '0');
/** The public API's `YYYY-MM-DD HH:MM:SS` (here in the browser's time zone: a preview only). */
function legacyTime(iso: unknown): string {
  const date = typeof iso === 'string' && iso ? new Date(iso) : new Date();
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * The unsaved story as get_news would answer it, for the site's preview page: the form's fields,
 * its new files as `blob:` addresses, the text as the server's sanitizer leaves it. Names the form
 * does not hold (the category's when it changed, tags, location) stay empty: the preview is about
 * the text and images.
 */
export function previewStory(form: Record<string, unknown>, record: AdminNewsRecord | undefined, html: string): NewsItem {
  const categoryId = Number(form.category_id) || 1;
  const categoryName = record && record.category_id === categoryId ? record.category_name : '';
  const saved = (record?.gallery ?? []).map((image) => ({ id: image.id, news_id: record?.id ?? 1, other_image: image.image }));
  const picked = (Array.isArray(form.gallery) ? form.gallery : []).filter((value) => typeof value === 'object' && value !== null && 'rawFile' in value);
  const images = [...saved, ...picked.map((value, index) => ({ id: 1_000_000 + index, news_id: record?.id ?? 1, other_image: srcOf(value) }))];
  const type = String(form.content_type ?? 'standard_post');
  const video = type === 'video_upload' ? srcOf(form.video) || (record?.content_type === 'video_upload' ? record.content_value : '') : String(form.content_data ?? record?.content_value ?? '');
  return {
    id: record?.id ?? 1,
    language_id: Number(form.language_id) || 1,
    category_id: categoryId,
    subcategory_id: 0,
    tag_id: '',
    location_id: 0,
    title: String(form.title ?? ''),
    slug: String(form.slug ?? record?.slug ?? ''),
    image: srcOf(form.image),
    date: legacyTime(record?.created_at),
    published_date: legacyTime(form.published_at),
    content_type: type,
    content_value: type === 'standard_post' ? '' : video,
    description: html,
    user_id: 0,
    show_till: typeof form.show_till === 'string' ? form.show_till : '',
    status: 1,
    counter: String(record?.views ?? 0),
    meta_title: String(form.meta_title ?? ''),
    meta_description: String(form.meta_description ?? ''),
    meta_keyword: String(form.meta_keyword ?? ''),
    schema_markup: '',
    category: { id: categoryId, category_name: categoryName, slug: '' },
    category_name: categoryName,
    sub_category: { id: 0, subcategory_name: '', slug: '' },
    subcategory_name: '',
    location: { id: 0, location_name: '', latitude: 0, longitude: 0 },
    images,
    tag: [],
    tag_name: '',
    like: 0,
    dislike: 0,
    bookmark: 0,
    total_like: 0,
    total_dislike: 0,
    total_bookmark: 0,
    total_views: record?.views ?? 0,
    total_comment: 0,
  };
}
