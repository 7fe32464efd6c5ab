'use client';

import { useId, useRef, type ReactNode } from 'react';
import styles from './file-button.module.css';
import sharedStyles from './rich-text.module.css';

export interface FileButtonProps {
  /** The field's name, shown above the button. It labels the hidden input too, so tests find it with getByLabel. */
  label: string;
  /** The button's words in the page's language, e.g. "Choose a file" or "Choose files". */
  buttonText: string;
  /** The status while nothing is chosen, e.g. "No file chosen". */
  noneText: string;
  /** The names of the chosen files, shown as the status. The caller keeps the files themselves. */
  chosen: string[];
  /** Called with the files picked (never empty); the input is cleared, so the same file can be picked again. */
  onChoose: (files: File[]) => void;
  /** The input's `accept`, e.g. `image/*`. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of hints that describe the field, e.g. the gallery's drag hint. */
  describedBy?: string;
  /** Shown under the button, inside the field: a hint, the saved file's link. */
  children?: ReactNode;
}

/**
 * A file field in the page's language. The browser's own file input says "Choose File" and "No
 * file chosen" in the browser's language, so it is hidden from sight (not from screen readers:
 * its label names it) and out of the tab order, and a real button in the page's language opens
 * it, with the chosen names beside it. The button says which field it is for, since a form may
 * hold several.
 */
export function FileButton({ label, buttonText, noneText, chosen, onChoose, accept, multiple, disabled, describedBy, children }: FileButtonProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const status = chosen.length > 0 ? chosen.join(', ') : noneText;
  return (
    <div className={sharedStyles.field}>
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        className={sharedStyles.visuallyHidden}
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
      <div className={styles.row}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.button}
          disabled={disabled}
          // Which field it opens, in its name: a form may hold several (a label element would also
          // make tests' getByLabel find the button beside the input).
          aria-label={`${buttonText} ${label}`}
          aria-describedby={[`${id}-status`, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {buttonText}
        </button>
        {/* Polite: the reader hears the chosen names once the picker closes. */}
        <span id={`${id}-status`} className={styles.status} dir="auto" aria-live="polite">
          {status}
        </span>
      </div>
      {children}
    </div>
  );
}
