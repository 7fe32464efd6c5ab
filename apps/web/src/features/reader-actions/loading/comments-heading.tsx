import type { CommentText } from '../comment-text';
import styles from '../comments.module.css';

/**
 * The comment section as the page draws it: its heading and count, in the place the working
 * section (comments-section.tsx) takes when it comes near the screen.
 */
export function CommentsHeading({ text, shown }: { text: CommentText; shown: number }) {
  return (
    <section aria-labelledby="comments" className={styles.section}>
      <h2 id="comments">
        {text.comments} <span className={styles.count}>({shown})</span>
      </h2>
    </section>
  );
}
