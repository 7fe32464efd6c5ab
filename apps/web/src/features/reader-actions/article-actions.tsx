'use client';

import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useCallStep } from '../../api-client/call-step-context';
import { formatNumber } from '../../i18n/format';
import type { LanguageRef } from '../../routing/paths';
import { useSignInRedirect } from '../../shell/sign-in-redirect';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import type { ActionText } from './action-text';
import { nextReaction, type StoryActionsState } from './reader-state';
import styles from './article-actions.module.css';

interface ArticleActionsProps {
  newsId: number;
  languageId: number;
  /** The page's language: its code is the locale of the numbers, and sign-in keeps it. */
  language: LanguageRef;
  /** The counters in the cached page; the browser brings them up to date. */
  initial: { like: number; dislike: number; views: number };
  shareUrl: string;
  title: string;
  text: ActionText;
}

/**
 * Views, likes, dislikes, bookmark and share under an article. The page around it is cached and
 * the same for everyone, so what belongs to this reader (their reaction and bookmark) and the
 * fresh counters load here, after the page. The view is counted once the page has been seen.
 */
export function ArticleActions({ newsId, languageId, language, initial, shareUrl, title, text }: ArticleActionsProps) {
  const locale = language.code;
  const call = useCallStep();
  const signIn = useSignInRedirect(language);
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<StoryActionsState>({ ...initial, mine: 0, bookmarked: false });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void call('set_news_view', { params: { news_id: newsId }, displayToast: false }).then((result) => {
      if (result.ok) setState((now) => ({ ...now, views: result.response.data.total_views }));
    });
  }, [call, newsId]);

  useEffect(() => {
    if (!token) {
      setState((now) => ({ ...now, mine: 0, bookmarked: false }));
      return;
    }
    void call('get_news', { params: { language_id: languageId, id: newsId }, displayToast: false }).then((result) => {
      const story = result.ok ? result.response.data[0] : undefined;
      if (!story) return;
      const mine = story.like === 1 ? 1 : story.dislike === 1 ? 2 : 0;
      setState((now) => ({ ...now, like: story.total_like, dislike: story.total_dislike, mine, bookmarked: story.bookmark === 1 }));
    });
  }, [call, token, newsId, languageId]);

  // A signed-out reader goes to sign in and comes back to this story.
  const needsReader = () => {
    if (token) return false;
    signIn();
    return true;
  };

  const react = async (tapped: 1 | 2) => {
    if (needsReader() || busy) return;
    setBusy(true);
    const result = await call('set_like_dislike', { params: { news_id: newsId, status: nextReaction(state.mine, tapped) } });
    setBusy(false);
    if (!result.ok) return;
    const { like, dislike, total_like, total_dislike } = result.response.data;
    setState((now) => ({ ...now, like: total_like, dislike: total_dislike, mine: like === 1 ? 1 : dislike === 1 ? 2 : 0 }));
  };

  const toggleBookmark = async () => {
    if (needsReader() || busy) return;
    setBusy(true);
    const result = await call('set_bookmark', { params: { news_id: newsId, status: state.bookmarked ? 0 : 1 } });
    setBusy(false);
    if (result.ok) setState((now) => ({ ...now, bookmarked: result.response.data.bookmark === 1 }));
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A reader closing the share sheet is not an error.
      await navigator.share({ title, url: shareUrl }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(shareUrl).then(
      () => toast.success(text.linkCopied),
      () => toast.error(shareUrl),
    );
  };

  return (
    <div className={styles.bar} role="group" aria-label={text.readerActions}>
      <p className={styles.views}>
        {text.views}: <strong data-testid="story-views">{formatNumber(state.views, locale)}</strong>
      </p>
      <button type="button" className={styles.action} aria-pressed={state.mine === 1} onClick={() => void react(1)}>
        <span aria-hidden="true">▲</span> {text.like} <strong>{formatNumber(state.like, locale)}</strong>
      </button>
      <button type="button" className={styles.action} aria-pressed={state.mine === 2} onClick={() => void react(2)}>
        <span aria-hidden="true">▼</span> {text.dislike} <strong>{formatNumber(state.dislike, locale)}</strong>
      </button>
      <button type="button" className={styles.action} aria-pressed={state.bookmarked} onClick={() => void toggleBookmark()}>
        {state.bookmarked ? text.removeBookmark : text.bookmark}
      </button>
      <button type="button" className={styles.action} onClick={() => void share()}>
        {text.share}
      </button>
    </div>
  );
}
