'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Comment } from '@newsroom/contract/comments';
import { useCallStep } from '../../api-client/call-step-context';
import type { LanguageRef } from '../../routing/paths';
import { signInPath } from '../../routing/screen-paths';
import { useSignInRedirect } from '../../shell/sign-in-redirect';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import { CommentItem, type CommentActions } from './comment-item';
import type { CommentText } from './comment-text';
import { nextReaction } from './reader-state';
import styles from './comments.module.css';

/** How many top-level comments a page of the list holds. */
const PAGE_SIZE = 20;
const NO_DATA = 'No Data Found';

interface CommentsSectionProps {
  newsId: number;
  /** The page's language: its code is the locale of dates and numbers, and sign-in keeps it. */
  language: LanguageRef;
  /** The article's public path, where sign-in brings a signed-out reader back. */
  articlePath: string;
  timeZone: string;
  /** The comments in the cached page; a signed-in reader's own reactions load in the browser. */
  initial: { items: Comment[]; total: number };
  text: CommentText;
}

/** The readers' comments under an article: read, write, reply, react, report, delete your own. */
export function CommentsSection({ newsId, language, articlePath, timeZone, initial, text }: CommentsSectionProps) {
  const locale = language.code;
  const call = useCallStep();
  const signIn = useSignInRedirect(language);
  const token = useAppSelector(selectToken);
  const readerId = useAppSelector((state) => (state.user.isLogin ? (state.user.data?.id ?? null) : null));
  const [items, setItems] = useState(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  // The API does not say which comments a reader flagged, so this holds what the page learnt.
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const shown = Math.max(PAGE_SIZE, items.length);

  /** Takes a refreshed list (set_comment and reactions answer one); an empty one is no error. */
  const showList = useCallback((list: Comment[], count: number | undefined) => {
    setItems(list);
    setTotal(count ?? list.length);
  }, []);

  const reload = useCallback(
    async (limit: number) => {
      const result = await call('get_comment_by_news', { params: { news_id: newsId, offset: 0, limit }, displayToast: false });
      if (result.ok) showList(result.response.data, result.response.total);
      else if (result.error === NO_DATA) showList([], 0);
    },
    [call, newsId, showList],
  );

  // The cached page knows nobody's reactions: a signed-in reader's come with a fresh list.
  useEffect(() => {
    if (token) void reload(PAGE_SIZE);
  }, [token, reload]);

  // A signed-out reader goes to sign in and comes back to this story.
  const needsReader = () => {
    if (token) return false;
    signIn();
    return true;
  };

  const post = async (message: string, parentId: number): Promise<boolean> => {
    if (needsReader()) return false;
    const result = await call('set_comment', { params: { news_id: newsId, parent_id: parentId, message, offset: 0, limit: shown } });
    if (result.ok) showList(result.response.data, result.response.total);
    return result.ok;
  };

  const actions: CommentActions = {
    mayAct: () => !needsReader(),
    react(comment, tapped) {
      if (needsReader()) return;
      const current = comment.like === '1' ? 1 : comment.dislike === '1' ? 2 : 0;
      void call('set_comment_like_dislike', { params: { comment_id: comment.id, status: nextReaction(current, tapped), offset: 0, limit: shown } }).then((result) => {
        if (result.ok) showList(result.response.data, result.response.total);
      });
    },
    reply: (parent, message) => post(message, parent.id),
    async report(comment, reason) {
      if (needsReader()) return false;
      const result = await call('set_flag', { params: { comment_id: comment.id, news_id: newsId, message: reason } });
      // 409: reported before (one flag per reader per comment); the button says so either way.
      const done = result.ok || result.status === 409;
      if (done) setReported((now) => new Set(now).add(comment.id));
      return done;
    },
    remove(comment) {
      if (!window.confirm(text.deleteCommentConfirm)) return;
      void call('delete_comment', { params: { comment_id: comment.id } }).then((result) => {
        if (result.ok) void reload(shown);
      });
    },
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || sending) return;
    setSending(true);
    if (await post(draft, 0)) setDraft('');
    setSending(false);
  };

  const loadMore = async () => {
    const result = await call('get_comment_by_news', { params: { news_id: newsId, offset: items.length, limit: PAGE_SIZE }, displayToast: false });
    if (result.ok) setItems((now) => [...now, ...result.response.data.filter((comment) => !now.some((known) => known.id === comment.id))]);
  };

  const itemProps = { readerId, locale, timeZone, text, actions };
  const isReported = (comment: Comment) => reported.has(comment.id);
  return (
    <section aria-labelledby="comments" className={styles.section}>
      <h2 id="comments">
        {text.comments} <span className={styles.count}>({total})</span>
      </h2>
      {token ? (
        <form className={styles.newComment} onSubmit={(event) => void submit(event)}>
          <label>
            {text.yourComment}
            <textarea value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={text.writeComment} rows={3} maxLength={2000} required />
          </label>
          <div className={styles.formButtons}>
            <button type="submit" className={styles.primary} disabled={sending}>
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
        <button type="button" className={styles.secondary} onClick={() => void loadMore()}>
          {text.loadMore}
        </button>
      )}
    </section>
  );
}
