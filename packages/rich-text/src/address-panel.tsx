'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { RichTextText } from './rich-text-text';
import styles from './rich-text.module.css';

interface AddressPanelProps {
  editor: Editor;
  text: RichTextText;
  onClose: () => void;
}

const WEB_ADDRESS = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * Asks for a link's address, under the toolbar rather than in a browser
 * prompt (which screen readers and right-to-left pages handle badly). Enter applies, Escape
 * cancels; either way the writing goes on where it was.
 */
export function AddressPanel({ editor, text, onClose }: AddressPanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const valid = WEB_ADDRESS.test(address.trim());

  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    if (!valid) return;
    const href = address.trim();
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter must not send the story's form around this panel.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.addressPanel} onKeyDown={onKeyDown}>
      <label htmlFor={inputId}>{text.linkAddress}</label>
      <input id={inputId} ref={input} type="url" dir="ltr" value={address} onChange={(event) => setAddress(event.target.value)} aria-invalid={address !== '' && !valid} />
      <button type="button" onClick={apply} aria-disabled={!valid || undefined}>
        {text.apply}
      </button>
      {editor.isActive('link') && (
        <button type="button" onClick={removeLink}>
          {text.removeLink}
        </button>
      )}
      <button type="button" onClick={close}>
        {text.cancel}
      </button>
    </div>
  );
}
