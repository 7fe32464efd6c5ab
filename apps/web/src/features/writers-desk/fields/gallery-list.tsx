'use client';

import { useState } from 'react';
import { fill, type DeskText } from '../desk-text';
import styles from '../writers-desk.module.css';

interface GalleryListProps {
  files: File[];
  urls: string[];
  text: DeskText;
  onChange: (files: File[]) => void;
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The gallery images chosen on this page, in the order they will be uploaded: drag one onto
 * another to move it there, or use Move up and Move down (the keyboard's way, and a touch
 * screen's). Images already saved keep the server's order (set_news has no order field).
 */
export function GalleryList({ files, urls, text, onChange }: GalleryListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  if (files.length === 0) return null;
  return (
    <ol className={styles.thumbnails}>
      {files.map((file, index) => {
        const name = fill(text.imageNumber, { number: index + 1 });
        return (
          <li
            key={`${file.name}-${file.lastModified}-${index}`}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index) onChange(moved(files, dragged, index));
              setDragged(null);
            }}
            className={dragged === index ? styles.dragging : undefined}
          >
            {urls[index] && <img src={urls[index]} alt={`${name}: ${file.name}`} width={120} height={80} />}
            <span className={styles.hint}>{file.name}</span>
            <span className={styles.thumbActions}>
              <button type="button" aria-label={`${text.moveUp}: ${name}`} disabled={index === 0} onClick={() => onChange(moved(files, index, index - 1))}>
                {text.moveUp}
              </button>
              <button
                type="button"
                aria-label={`${text.moveDown}: ${name}`}
                disabled={index === files.length - 1}
                onClick={() => onChange(moved(files, index, index + 1))}
              >
                {text.moveDown}
              </button>
              <button type="button" aria-label={`${text.remove}: ${name}`} onClick={() => onChange(files.filter((_, at) => at !== index))}>
                {text.remove}
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
