'use client';

import { useRef } from 'react';
import { failureToTell } from './api/read-state-cache';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import type { ReaderPagesText } from './reader-pages-text';
import styles from './reader-pages.module.css';

interface MarkAllReadProps {
  /** Something is unread: in the list, or older than it (the badge's count). */
  hasUnread: boolean;
  text: Pick<ReaderPagesText, 'markAllRead' | 'allMarkedRead' | 'markAllReadFailed'>;
}

/**
 * "Mark all as read", while something is unread. The button goes as soon as it is pressed (nothing
 * is unread on screen any more), so the focus moves to the sentence that tells the outcome; that
 * sentence is always in the page, so screen readers announce it when its words arrive. A failure
 * brings the button back with the unread ones and says so; an ended session is the shell's to tell.
 */
export function MarkAllRead({ hasUnread, text }: MarkAllReadProps) {
  const markAll = useMarkAllNotificationsRead();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failed = markAll.isError && failureToTell(markAll.error);

  const markAllRead = () => {
    statusRef.current?.focus();
    markAll.mutate();
  };
  return (
    <div className={styles.toolbar}>
      {hasUnread && (
        <button type="button" className={styles.button} onClick={markAllRead}>
          {text.markAllRead}
        </button>
      )}
      <p ref={statusRef} role="status" tabIndex={-1}>
        {/* Said while it holds: once a new one is unread, the button is back instead. */}
        {markAll.isSuccess && !hasUnread ? text.allMarkedRead : ''}
      </p>
      {failed && (
        <p role="alert" className={styles.problem}>
          {text.markAllReadFailed}
        </p>
      )}
    </div>
  );
}
