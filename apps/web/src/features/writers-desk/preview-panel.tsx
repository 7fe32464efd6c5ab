'use client';

import { useId, useState, type ReactNode } from 'react';
import type { NewsItem } from '@newsroom/contract/news';
import { useCategories } from './api/get-categories';
import { useSubcategories } from './api/get-subcategories';
import { useTags } from './api/get-tags';
import type { DeskText } from './desk-text';
import { previewItem } from './draft/preview-item';
import type { StoryDraft } from './draft/story-draft';
import styles from './writers-desk.module.css';

interface PreviewPanelProps {
  draft: StoryDraft;
  newsId: number | null;
  urls: { image: string; gallery: string[]; video: string };
  text: DeskText;
  /** The article as readers see it, composed in by the page (the article is its own feature). */
  renderPreview: (item: NewsItem) => ReactNode;
}

function nowAsSiteTime(): string {
  return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

/** The story as readers will see it, drawn by the real article component from the draft, as it is typed. */
export function PreviewPanel({ draft, newsId, urls, text, renderPreview }: PreviewPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const categories = useCategories(draft.languageId).data ?? [];
  const subcategories = useSubcategories(draft.categoryId).data ?? [];
  const tags = useTags(draft.languageId).data ?? [];
  const category = categories.find((candidate) => candidate.id === draft.categoryId);
  const subcategory = subcategories.find((candidate) => candidate.id === draft.subcategoryId);

  const item = open
    ? previewItem(
        draft,
        {
          categoryName: category?.category_name ?? '',
          categorySlug: category?.slug ?? '',
          subcategoryName: subcategory?.subcategory_name ?? '',
          tags: tags.filter((tag) => draft.tagIds.includes(tag.id)).map(({ id: tagId, tag_name, slug }) => ({ id: tagId, tag_name, slug })),
          image: urls.image || draft.savedImage,
          gallery: [...draft.savedGallery.map((image) => image.url), ...urls.gallery],
          video: draft.contentType === 'video_upload' ? urls.video || draft.savedVideo : draft.videoUrl,
          now: nowAsSiteTime(),
        },
        newsId,
      )
    : null;

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.preview}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {text.preview}
      </h2>
      <button type="button" aria-expanded={open} aria-controls={`${id}-article`} onClick={() => setOpen(!open)}>
        {open ? text.hidePreview : text.showPreview}
      </button>
      <div id={`${id}-article`} className={styles.previewFrame} hidden={!open}>
        {item && renderPreview(item)}
      </div>
    </section>
  );
}
