'use client';

import { useState } from 'react';
import type { DeskText } from '../desk-text';
import styles from '../writers-desk.module.css';

export interface GalleryEntry {
  key: string;
  /** The preview's address (a saved image's, or an object URL of a chosen file). */
  url: string;
  /** What the entry is called in its buttons' labels ("Image 2", "Saved image 1"). */
  name: string;
  /** A line under the preview: the chosen file's name. */
  caption?: string;
}

interface GalleryListProps {
  entries: GalleryEntry[];
  text: DeskText;
  /** The label of each entry's remove button. */
  removeText: string;
  busy?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Gallery images in the order readers will see them: drag one onto another to move it there, or
 * use Move up and Move down (the keyboard's way, and a touch screen's).
 */
export function GalleryList({ entries, text, removeText, busy = false, onMove, onRemove }: GalleryListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  if (entries.length === 0) return null;
  return (
    <ol className={styles.thumbnails}>
      {entries.map((entry, index) => (
        <li
          key={entry.key}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
          }}
          className={dragged === index ? styles.dragging : undefined}
        >
          {entry.url && <img src={entry.url} alt={entry.caption ? `${entry.name}: ${entry.caption}` : entry.name} width={120} height={80} />}
          {entry.caption && <span className={styles.hint}>{entry.caption}</span>}
          <span className={styles.thumbActions}>
            <button type="button" aria-label={`${text.moveUp}: ${entry.name}`} disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
              {text.moveUp}
            </button>
            <button
              type="button"
              aria-label={`${text.moveDown}: ${entry.name}`}
              disabled={busy || index === entries.length - 1}
              onClick={() => onMove(index, index + 1)}
            >
              {text.moveDown}
            </button>
            <button type="button" aria-label={`${removeText}: ${entry.name}`} disabled={busy} onClick={() => onRemove(index)}>
              {removeText}
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
