'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { Comment } from '@newsroom/contract/comments';
import { typedText } from '@newsroom/contract/escaped-text';
import { formatDate, formatNumber, isoDateTime } from '../../i18n/format';
import type { CommentText } from './comment-text';
import styles from './comments.module.css';
import { commentAnchor } from './use-comment-anchor';

export interface CommentActions {
  /** True for a signed-in reader; a signed-out one is sent to sign in instead. */
  mayAct(): boolean;
  react(comment: Comment, tapped: 1 | 2): void;
  reply(parent: Comment, message: string): Promise<boolean>;
  report(comment: Comment, reason: string): Promise<boolean>;
  remove(comment: Comment): void;
}

interface CommentItemProps {
  comment: Comment;
  /** The signed-in reader's id, or null. */
  readerId: number | null;
  /** The reader reported this comment (here, or the API said they already had). */
  reported: boolean;
  locale: string;
  timeZone: string;
  text: CommentText;
  actions: CommentActions;
  /** Replies are answered on their top-level comment (threads are one level deep). */
  canReply: boolean;
  /** The comment the page's address points at (a notification's link), which stands out. */
  linkedId?: number | null;
}

/** A short form under a comment: a reply or the reason of a report. */
function InlineForm({ label, submit, text, onSubmit, onCancel }: { label: string; submit: string; text: CommentText; onSubmit: (value: string) => Promise<boolean>; onCancel: () => void }) {
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '' || sending) return;
    setSending(true);
    const done = await onSubmit(value);
    setSending(false);
    if (done) onCancel();
  };
  return (
    <form className={styles.inlineForm} onSubmit={(event) => void send(event)}>
      <label>
        {label}
        <textarea value={value} onChange={(event) => setValue(event.target.value)} rows={2} maxLength={2000} required autoFocus />
      </label>
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {submit}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

/** One comment with its reactions and what its reader may do with it. */
export function CommentItem({ comment, readerId, reported, locale, timeZone, text, actions, canReply, linkedId = null }: CommentItemProps) {
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const mine = readerId !== null && comment.user_id === readerId;
  // The form goes away with its buttons: focus goes back to the button that opened it.
  const closeReport = () => {
    setOpen(null);
    reportButton.current?.focus();
  };
  const toggle = (form: 'reply' | 'report') => {
    if (open === form) setOpen(null);
    else if (actions.mayAct()) setOpen(form);
  };
  return (
    <article id={commentAnchor(comment.id)} className={`${styles.comment} ${linkedId === comment.id ? styles.linked : ''}`} aria-label={comment.name}>
      {comment.profile ? (
        <img src={comment.profile} alt="" width={40} height={40} loading="lazy" className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {comment.name.charAt(0)}
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.commentMeta}>
          {/* Isolated, so a Latin name beside an Arabic date (or the reverse) cannot reorder either. */}
          <strong>
            <bdi>{comment.name}</bdi>
          </strong>{' '}
          <bdi>
            <time dateTime={isoDateTime(comment.date, timeZone)}>{formatDate(comment.date, locale)}</time>
          </bdi>
        </p>
        {/* The API answers comments HTML-escaped; React escapes on its own, so the text is decoded once. */}
        <p className={styles.commentText}>{typedText(comment.message)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.small} aria-pressed={comment.like === '1'} onClick={() => actions.react(comment, 1)}>
            {text.like} <span>{formatNumber(comment.total_like, locale)}</span>
          </button>
          <button type="button" className={styles.small} aria-pressed={comment.dislike === '1'} onClick={() => actions.react(comment, 2)}>
            {text.dislike} <span>{formatNumber(comment.total_dislike, locale)}</span>
          </button>
          {canReply && (
            <button type="button" className={styles.small} aria-expanded={open === 'reply'} onClick={() => toggle('reply')}>
              {text.reply}
            </button>
          )}
          {!mine && (
            // One element in both states, so focus stays on it when it turns into "Reported".
            <button
              ref={reportButton}
              type="button"
              className={styles.small}
              aria-expanded={reported ? undefined : open === 'report'}
              aria-disabled={reported || undefined}
              onClick={() => !reported && toggle('report')}
            >
              {reported ? text.reported : text.report}
            </button>
          )}
          {mine && (
            <button type="button" className={styles.small} onClick={() => actions.remove(comment)}>
              {text.delete}
            </button>
          )}
        </div>
        {open === 'reply' && (
          <InlineForm label={text.yourReply} submit={text.reply} text={text} onSubmit={(message) => actions.reply(comment, message)} onCancel={() => setOpen(null)} />
        )}
        {open === 'report' && !reported && (
          <InlineForm label={text.reportReason} submit={text.report} text={text} onSubmit={(reason) => actions.report(comment, reason)} onCancel={closeReport} />
        )}
      </div>
    </article>
  );
}
