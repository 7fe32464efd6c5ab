'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { RichTextText, UploadImage } from './rich-text-text';
import styles from './rich-text.module.css';
import { AddressPanel } from './address-panel';
import { cleanPastedHtml } from './clean-paste';
import { EditorToolbar } from './editor-toolbar';
import { ImagePanel } from './image-panel';

export type { RichTextText, UploadImage } from './rich-text-text';

interface RichTextEditorProps {
  /** The HTML the editor starts with (it is not controlled: a new value needs a new `key`). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label that names the text area. */
  labelId: string;
  /** The story's language's direction (an English story written on the Arabic site reads left to right). */
  dir: 'ltr' | 'rtl';
  /** The editor's words, in the page's language. */
  text: RichTextText;
  /**
   * Uploads an image chosen in the image panel (the desk's upload_news_image, the console's
   * news/text-images); without it, images are placed by address only.
   */
  uploadImage?: UploadImage;
}

/**
 * The story's text, in Tiptap: headings, bold and italic, lists, quotes, links, inline images,
 * undo and redo. Only what the server's sanitizer keeps can be made here (its allowlist), and
 * pasted Word or Google Docs markup is cleaned first (clean-paste.ts).
 */
export function RichTextEditor({ initialHtml, onChange, labelId, dir, text, uploadImage }: RichTextEditorProps) {
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    // The page is rendered on the server first: the editor appears once the browser has it.
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, dir, class: styles.editorArea ?? '' },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  if (!editor) return <div className={styles.editorFrame} aria-hidden="true" />;
  return (
    <div className={styles.editorFrame}>
      <EditorToolbar editor={editor} text={text} onAskAddress={setAsking} />
      {asking === 'link' && <AddressPanel editor={editor} text={text} onClose={() => setAsking(null)} />}
      {asking === 'image' && <ImagePanel editor={editor} text={text} uploadImage={uploadImage} onClose={() => setAsking(null)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
