'use client';

import type { UploadProgress } from '../../api-client/upload-progress';
import { fill, type DeskText } from './desk-text';
import type { DraftProblem } from './draft/save-params';
import styles from './writers-desk.module.css';

interface SaveBarProps {
  id: string;
  problems: DraftProblem[];
  /** The server's message when the last save failed (the form keeps everything typed). */
  failure: string | null;
  busy: boolean;
  progress: UploadProgress | null;
  text: DeskText;
}

const FIELD_OF: Record<DraftProblem, keyof DeskText> = { category: 'category', title: 'title', image: 'mainImage', video: 'videoUrl' };

/** What stops the story from being sent, the upload's progress and the Save button. */
export function SaveBar({ id, problems, failure, busy, progress, text }: SaveBarProps) {
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <div className={styles.saveBar}>
      <div id={id} role="alert" className={styles.problem}>
        {problems.length > 0 && (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>
                {text[FIELD_OF[problem]]}: {text.required}
              </li>
            ))}
          </ul>
        )}
        {failure && <p>{failure}</p>}
      </div>
      {busy && percent !== null && (
        <p className={styles.progress}>
          <progress max={100} value={percent} aria-label={text.uploadProgress} />
          <span>{fill(text.uploading, { percent })}</span>
        </p>
      )}
      <button type="submit" className={styles.saveButton} disabled={busy}>
        {busy ? text.saving : text.saveStory}
      </button>
    </div>
  );
}
