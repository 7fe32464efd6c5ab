'use client';

import Link from 'next/link';
import { useCallback, useState, type FormEvent } from 'react';
import type { Comment } from '@newsroom/contract/comments';
import { listTotal, mergedItems } from '../../queries/paged-list';
import type { LanguageRef } from '../../routing/paths';
import { signInPath } from '../../routing/screen-paths';
import { useSignInRedirect } from '../../shell/sign-in-redirect';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import { commentReaction } from './api/comment-cache';
import { useDeleteComment } from './api/delete-comment';
import { useComments } from './api/get-comments';
import { usePostComment } from './api/post-comment';
import { useReactToComment } from './api/react-to-comment';
import { useReportComment } from './api/report-comment';
import { CommentItem, type CommentActions } from './comment-item';
import { shownCommentCount } from './comment-count';
import type { CommentText } from './comment-text';
import { CommentsHeading } from './loading/comments-heading';
import { nextReaction } from './reader-state';
import { useLinkedComment } from './use-comment-anchor';
import styles from './comments.module.css';

interface CommentsSectionProps {
  newsId: number;
  /** The page's language: its code is the locale of dates and numbers, and sign-in keeps it. */
  language: LanguageRef;
  /** The article's public path, where sign-in brings a signed-out reader back. */
  articlePath: string;
  timeZone: string;
  /** The comments in the cached page; a signed-in reader's own reactions load in the browser. */
  initial: { items: Comment[]; total: number };
  /** The story's comment count rendered with `initial`: it covers threads not loaded yet. */
  storyCount?: number;
  text: CommentText;
}

/** The readers' comments under an article: read, write, reply, react, report, delete your own. */
export function CommentsSection({ newsId, language, articlePath, timeZone, initial, storyCount, text }: CommentsSectionProps) {
  const locale = language.code;
  const signIn = useSignInRedirect(language);
  const token = useAppSelector(selectToken);
  const readerId = useAppSelector((state) => (state.user.isLogin ? (state.user.data?.id ?? null) : null));
  const comments = useComments(newsId, initial);
  const posting = usePostComment(newsId);
  const replying = usePostComment(newsId);
  const reaction = useReactToComment(newsId);
  const reporting = useReportComment(newsId);
  const deletion = useDeleteComment(newsId);
  const [draft, setDraft] = useState('');
  // The API does not say which comments a reader flagged, so this holds what the page learnt.
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const items = mergedItems(comments.data);
  const total = listTotal(comments.data);
  const shown = shownCommentCount(comments.data, storyCount);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = comments;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const linked = useLinkedComment(items.flatMap((comment) => [comment.id, ...comment.replay.map((reply) => reply.id)]), hasNextPage && !isFetchingNextPage, loadMore);

  // A signed-out reader goes to sign in and comes back to this story.
  const needsReader = () => {
    if (token) return false;
    signIn();
    return true;
  };

  // A failed write has said why in its toast; the form stays as it was.
  const post = (write: typeof posting, message: string, parentId: number): Promise<boolean> =>
    needsReader() ? Promise.resolve(false) : write.mutateAsync({ message, parentId }).then(() => true, () => false);

  const actions: CommentActions = {
    mayAct: () => !needsReader(),
    react(comment, tapped) {
      if (needsReader()) return;
      reaction.mutate({ commentId: comment.id, status: nextReaction(commentReaction(comment), tapped) });
    },
    reply: (parent, message) => post(replying, message, parent.id),
    async report(comment, reason) {
      if (needsReader()) return false;
      const done = await reporting.mutateAsync({ commentId: comment.id, reason }).catch(() => false);
      if (done) setReported((now) => new Set(now).add(comment.id));
      return done;
    },
    remove(comment) {
      if (!window.confirm(text.deleteCommentConfirm)) return;
      deletion.mutate(comment.id);
    },
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || posting.isPending) return;
    if (await post(posting, draft, 0)) setDraft('');
  };

  const itemProps = { readerId, locale, timeZone, text, actions, linkedId: linked };
  const isReported = (comment: Comment) => reported.has(comment.id);
  return (
    <CommentsHeading text={text} shown={shown}>
      {token ? (
        <form className={styles.newComment} onSubmit={(event) => void submit(event)}>
          <label>
            {text.yourComment}
            <textarea value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={text.writeComment} rows={3} maxLength={2000} required />
          </label>
          <div className={styles.formButtons}>
            <button type="submit" className={styles.primary} disabled={posting.isPending}>
              {text.postComment}
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.signIn}>
          <Link href={signInPath(language, articlePath)}>{text.signInToComment}</Link>
        </p>
      )}
      {items.length === 0 ? (
        <p>{text.noComments}</p>
      ) : (
        <ol className={styles.comments}>
          {items.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} canReply reported={isReported(comment)} {...itemProps} />
              {comment.replay.length > 0 && (
                <ol className={styles.replies} aria-label={text.replies}>
                  {comment.replay.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} canReply={false} reported={isReported(reply)} {...itemProps} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {items.length < total && (
        <button type="button" className={styles.secondary} onClick={() => void comments.fetchNextPage()}>
          {text.loadMore}
        </button>
      )}
    </CommentsHeading>
  );
}
