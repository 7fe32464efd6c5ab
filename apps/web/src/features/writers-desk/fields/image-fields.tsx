'use client';

import { useId } from 'react';
import { MAX_NEWS_IMAGES } from '@newsroom/contract/news';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { fill, type DeskText } from '../desk-text';
import type { DraftFiles, StoryDraft } from '../draft/story-draft';
import styles from '../writers-desk.module.css';
import { GalleryList } from './gallery-list';

interface ImageFieldsProps {
  draft: StoryDraft;
  update: (patch: Partial<StoryDraft>) => void;
  files: DraftFiles;
  urls: { image: string; gallery: string[] };
  onFiles: (files: DraftFiles) => void;
  text: DeskText;
}

/**
 * The main image and the gallery, with previews. A saved gallery image is deleted at once
 * (delete_news_images), since the server holds it; chosen ones are only sent with the story.
 */
export function ImageFields({ draft, update, files, urls, onFiles, text }: ImageFieldsProps) {
  const id = useId();
  const remove = useDeleteGalleryImage();
  const room = MAX_NEWS_IMAGES - draft.savedGallery.length - files.gallery.length;
  const mainPreview = urls.image || draft.savedImage;

  return (
    <fieldset className={styles.group}>
      <legend>{text.mainImage}</legend>
      <p className={styles.field}>
        <label htmlFor={`${id}-main`}>{text.chooseImage}</label>
        <input id={`${id}-main`} type="file" accept="image/*" onChange={(event) => onFiles({ ...files, image: event.target.files?.[0] ?? null })} />
      </p>
      {mainPreview && <img className={styles.mainPreview} src={mainPreview} alt={text.mainImage} width={320} height={180} />}

      <h3 className={styles.subheading}>{fill(text.gallery, { max: MAX_NEWS_IMAGES })}</h3>
      {draft.savedGallery.length > 0 && (
        <ul className={styles.thumbnails}>
          {draft.savedGallery.map((image, index) => (
            <li key={image.id}>
              <img src={image.url} alt={fill(text.imageNumber, { number: index + 1 })} width={120} height={80} />
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(image.id, { onSuccess: () => update({ savedGallery: draft.savedGallery.filter((saved) => saved.id !== image.id) }) })
                }
              >
                {text.removeSaved}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.field}>
        <label htmlFor={`${id}-gallery`}>{text.addImages}</label>
        <input
          id={`${id}-gallery`}
          type="file"
          accept="image/*"
          multiple
          disabled={room <= 0}
          aria-describedby={`${id}-gallery-hint`}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []).slice(0, Math.max(room, 0));
            onFiles({ ...files, gallery: [...files.gallery, ...chosen] });
            event.target.value = '';
          }}
        />
        <span id={`${id}-gallery-hint`} className={styles.hint}>
          {text.dragHint}
        </span>
      </p>
      <GalleryList files={files.gallery} urls={urls.gallery} text={text} onChange={(gallery) => onFiles({ ...files, gallery })} />
    </fieldset>
  );
}
