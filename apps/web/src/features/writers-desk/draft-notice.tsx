'use client';

import { fill, type DeskText } from './desk-text';
import styles from './writers-desk.module.css';

interface DraftNoticeProps {
  restored: boolean;
  keptAt: number;
  missing: string[];
  locale: string;
  text: DeskText;
  onDiscard: (() => void) | null;
}

/** Where the draft stands: restored, last kept, which chosen files a reload lost, and a way to discard it. */
export function DraftNotice({ restored, keptAt, missing, locale, text, onDiscard }: DraftNoticeProps) {
  const time = keptAt ? new Date(keptAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '';
  return (
    <div className={styles.draftNotice}>
      {restored && <p>{text.draftRestored}</p>}
      <p role="status">{time ? fill(text.draftKept, { time }) : ''}</p>
      <p className={styles.hint}>{text.filesKept}</p>
      {missing.length > 0 && <p className={styles.problem}>{fill(text.filesLost, { names: missing.join(', ') })}</p>}
      {onDiscard && (
        <button type="button" onClick={onDiscard}>
          {text.discardDraft}
        </button>
      )}
    </div>
  );
}
