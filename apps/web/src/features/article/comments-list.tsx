import type { Comment } from '@newsroom/contract/comments';
import { formatDate, isoDateTime } from '../../i18n/format';
import styles from './article.module.css';

interface CommentsListProps {
  comments: Comment[];
  total: number;
  locale: string;
  timeZone: string;
  labels: { comments: string; noComments: string; replies: string };
}

function CommentItem({ comment, locale, timeZone }: { comment: Comment; locale: string; timeZone: string }) {
  return (
    <article className={styles.comment}>
      {comment.profile ? (
        <img src={comment.profile} alt="" width={40} height={40} loading="lazy" className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {comment.name.charAt(0)}
        </span>
      )}
      <div>
        <p className={styles.commentMeta}>
          <strong>{comment.name}</strong>{' '}
          <time dateTime={isoDateTime(comment.date, timeZone)}>{formatDate(comment.date, locale)}</time>
        </p>
        <p className={styles.commentText}>{comment.message}</p>
      </div>
    </article>
  );
}

/** The readers' comments with their replies, as the page was cached (signed-in actions load in the browser). */
export function CommentsList({ comments, total, locale, timeZone, labels }: CommentsListProps) {
  return (
    <section aria-labelledby="comments" className={styles.block}>
      <h2 id="comments">
        {labels.comments} <span className={styles.count}>({total})</span>
      </h2>
      {comments.length === 0 ? (
        <p>{labels.noComments}</p>
      ) : (
        <ol className={styles.comments}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} locale={locale} timeZone={timeZone} />
              {comment.replay.length > 0 && (
                <ol className={styles.replies} aria-label={labels.replies}>
                  {comment.replay.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} locale={locale} timeZone={timeZone} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
