'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useUploadTextImage } from '../api/upload-text-image';
import { FileButton } from '../fields/file-button';
import type { DeskText } from '../desk-text';
import styles from '../writers-desk.module.css';

interface ImagePanelProps {
  editor: Editor;
  text: DeskText;
  onClose: () => void;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Puts an image in the text, under the toolbar: a file from this device (uploaded at once with
 * upload_news_image, checked and re-encoded by the server) or an address, with the description
 * readers who cannot see it hear. With an image of the text selected it edits that image's
 * description. Enter applies, Escape cancels.
 */
export function ImagePanel({ editor, text, onClose }: ImagePanelProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const selected = editor.isActive('image') ? editor.getAttributes('image') : null;
  const [address, setAddress] = useState(selected ? String(selected.src ?? '') : '');
  const [alt, setAlt] = useState(selected ? String(selected.alt ?? '') : '');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadTextImage();
  const ready = file !== null || WEB_ADDRESS.test(address.trim()) || selected !== null;

  // The first control a keyboard reaches (the file button, or the description when editing one).
  useEffect(() => panel.current?.querySelector<HTMLElement>('button, input:not([type="file"])')?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const place = (src: string) => {
    if (selected) editor.chain().focus().updateAttributes('image', { src, alt: alt.trim() }).run();
    else editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    onClose();
  };
  const apply = () => {
    if (!ready || upload.isPending) return;
    if (!file) return place(address.trim());
    upload.mutate({ image: file }, { onSuccess: (answer) => place(answer.data.src) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter must not send the story's form around this panel.
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const failure = upload.error?.message ?? '';

  return (
    <div ref={panel} className={styles.addressPanel} onKeyDown={onKeyDown} role="group" aria-label={text.image}>
      {!selected && (
        <FileButton
          label={text.imageFromDevice}
          buttonText={text.chooseFile}
          noneText={text.noFileChosen}
          chosen={file ? [file.name] : []}
          accept="image/*"
          onChoose={([chosen]) => setFile(chosen ?? null)}
        />
      )}
      {!file && (
        <p className={styles.field}>
          <label htmlFor={`${id}-address`}>{text.imageAddress}</label>
          <input id={`${id}-address`} type="url" dir="ltr" value={address} onChange={(event) => setAddress(event.target.value)} />
        </p>
      )}
      <p className={styles.field}>
        <label htmlFor={`${id}-alt`}>{text.imageAlt}</label>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={250}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <span id={`${id}-alt-hint`} className={styles.hint}>
          {text.imageAltHint}
        </span>
      </p>
      {upload.isPending && <p role="status">{text.imageUploading}</p>}
      {failure && (
        <p role="alert" className={styles.problem}>
          {failure}
        </p>
      )}
      <button type="button" onClick={apply} aria-disabled={!ready || upload.isPending || undefined}>
        {text.apply}
      </button>
      <button type="button" onClick={close}>
        {text.cancel}
      </button>
    </div>
  );
}
