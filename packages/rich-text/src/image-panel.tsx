'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FileButton } from './file-button';
import type { RichTextText, UploadImage } from './rich-text-text';
import styles from './rich-text.module.css';

interface ImagePanelProps {
  editor: Editor;
  text: RichTextText;
  /** Without it the panel takes an address only. */
  uploadImage?: UploadImage;
  onClose: () => void;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Puts an image in the text, under the toolbar: a file from this device (uploaded at once with
 * the host's `uploadImage`, which the server checks and re-encodes) or an address, with the description
 * readers who cannot see it hear. With an image of the text selected it edits that image's
 * description. Enter applies, Escape cancels.
 */
export function ImagePanel({ editor, text, uploadImage, onClose }: ImagePanelProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const selected = editor.isActive('image') ? editor.getAttributes('image') : null;
  const [address, setAddress] = useState(selected ? String(selected.src ?? '') : '');
  const [alt, setAlt] = useState(selected ? String(selected.alt ?? '') : '');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState('');
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
    if (!ready || uploading) return;
    if (!file || !uploadImage) return place(address.trim());
    setUploading(true);
    setFailure('');
    // The host words its refusals (the server's message in the page's language); the panel shows them beside the file.
    uploadImage(file).then(
      (answer) => place(answer.src),
      (error: unknown) => {
        setUploading(false);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
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

  return (
    <div ref={panel} className={styles.addressPanel} onKeyDown={onKeyDown} role="group" aria-label={text.image}>
      {!selected && uploadImage && (
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
      {uploading && <p role="status">{text.imageUploading}</p>}
      {failure && (
        <p role="alert" className={styles.problem}>
          {failure}
        </p>
      )}
      <button type="button" onClick={apply} aria-disabled={!ready || uploading || undefined}>
        {text.apply}
      </button>
      <button type="button" onClick={close}>
        {text.cancel}
      </button>
    </div>
  );
}
