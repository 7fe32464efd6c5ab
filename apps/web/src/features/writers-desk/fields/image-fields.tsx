'use client';

import { FileButton } from '@newsroom/rich-text/file-button';
import { useId } from 'react';
import { MAX_NEWS_IMAGES } from '@newsroom/contract/news';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { fill, type DeskText } from '../desk-text';
import type { DraftFiles, StoryDraft } from '../draft/story-draft';
import styles from '../writers-desk.module.css';
import { GalleryList, moved } from './gallery-list';

interface ImageFieldsProps {
  draft: StoryDraft;
  update: (patch: Partial<StoryDraft>) => void;
  files: DraftFiles;
  urls: { image: string; gallery: string[] };
  onFiles: (files: DraftFiles) => void;
  text: DeskText;
}

/**
 * The main image and the gallery, with previews. Saved gallery images come first and can be put
 * in another order (sent with the next save as `gallery_order`) or deleted at once
 * (delete_news_images: the server holds them); chosen ones follow and go up with the story.
 */
export function ImageFields({ draft, update, files, urls, onFiles, text }: ImageFieldsProps) {
  const id = useId();
  const remove = useDeleteGalleryImage();
  const room = MAX_NEWS_IMAGES - draft.savedGallery.length - files.gallery.length;
  const mainPreview = urls.image || draft.savedImage;
  const saved = draft.savedGallery.map((image, index) => ({ key: `${image.id}`, url: image.url, name: fill(text.savedImageName, { number: index + 1 }) }));
  const chosen = files.gallery.map((file, index) => ({
    key: `${file.name}-${file.lastModified}-${index}`,
    url: urls.gallery[index] ?? '',
    name: fill(text.imageNumber, { number: draft.savedGallery.length + index + 1 }),
    caption: file.name,
  }));

  return (
    <fieldset className={styles.group}>
      <legend>{text.mainImage}</legend>
      <FileButton
        label={text.chooseImage}
        buttonText={text.chooseFile}
        noneText={text.noFileChosen}
        chosen={files.image ? [files.image.name] : []}
        accept="image/*"
        onChoose={([image]) => onFiles({ ...files, image: image ?? null })}
      />
      {mainPreview && <img className={styles.mainPreview} src={mainPreview} alt={text.mainImage} width={320} height={180} />}

      <h3 className={styles.subheading}>{fill(text.gallery, { max: MAX_NEWS_IMAGES })}</h3>
      {saved.length > 0 && <h4 className={styles.hint}>{text.savedImages}</h4>}
      <GalleryList
        entries={saved}
        text={text}
        removeText={text.removeSaved}
        busy={remove.isPending}
        onMove={(from, to) => update({ savedGallery: moved(draft.savedGallery, from, to) })}
        onRemove={(index) => {
          const image = draft.savedGallery[index]!;
          remove.mutate(image.id, { onSuccess: () => update({ savedGallery: draft.savedGallery.filter((other) => other.id !== image.id) }) });
        }}
      />
      <FileButton
        label={text.addImages}
        buttonText={text.chooseFiles}
        noneText={text.noFileChosen}
        chosen={files.gallery.map((file) => file.name)}
        accept="image/*"
        multiple
        disabled={room <= 0}
        describedBy={`${id}-gallery-hint`}
        onChoose={(picked) => onFiles({ ...files, gallery: [...files.gallery, ...picked.slice(0, Math.max(room, 0))] })}
      >
        <span id={`${id}-gallery-hint`} className={styles.hint}>
          {text.dragHint}
        </span>
      </FileButton>
      {chosen.length > 0 && saved.length > 0 && <h4 className={styles.hint}>{text.newImages}</h4>}
      <GalleryList
        entries={chosen}
        text={text}
        removeText={text.remove}
        onMove={(from, to) => onFiles({ ...files, gallery: moved(files.gallery, from, to) })}
        onRemove={(index) => onFiles({ ...files, gallery: files.gallery.filter((_, at) => at !== index) })}
      />
    </fieldset>
  );
}
