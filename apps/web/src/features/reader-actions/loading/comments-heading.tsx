import type { ReactNode } from 'react';
import type { CommentText } from '../comment-text';
import styles from '../comments.module.css';

/**
 * The comment section with its heading and count. The page draws it empty, in the place the
 * working section (comments-section.tsx) takes when it comes near the screen; that section draws
 * its form and comments inside it.
 */
export function CommentsHeading({ text, shown, children }: { text: CommentText; shown: number; children?: ReactNode }) {
  return (
    <section aria-labelledby="comments" className={styles.section}>
      <h2 id="comments">
        {text.comments} <span className={styles.count}>({shown})</span>
      </h2>
      {children}
    </section>
  );
}
