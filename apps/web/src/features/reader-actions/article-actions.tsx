'use client';

import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { formatNumber } from '../../i18n/format';
import { useSetBookmark } from '../../queries/set-bookmark';
import type { StoryReaderState } from '../../queries/story-reader-state';
import type { LanguageRef } from '../../routing/paths';
import { useSignInRedirect } from '../../shell/sign-in-redirect';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import type { ActionText } from './action-text';
import { useCountStoryView } from './api/count-story-view';
import { useStoryState } from './api/get-story-state';
import { useReactToStory } from './api/react-to-story';
import { nextReaction } from './reader-state';
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
  const signIn = useSignInRedirect(language);
  const token = useAppSelector(selectToken);
  const storyState = useStoryState(newsId, languageId);
  const { mutate: countView, data: counted } = useCountStoryView();
  const reaction = useReactToStory(newsId, languageId);
  const bookmark = useSetBookmark();
  // Signed out (or until the reader's own state arrives): the cached page's counters, no reaction.
  const state: StoryReaderState = storyState.data ?? { like: initial.like, dislike: initial.dislike, mine: 0, bookmarked: false };
  const views = counted?.data.total_views ?? initial.views;

  useEffect(() => countView(newsId), [countView, newsId]);

  // A signed-out reader goes to sign in and comes back to this story.
  const needsReader = () => {
    if (token) return false;
    signIn();
    return true;
  };

  const react = (tapped: 1 | 2) => {
    if (needsReader()) return;
    // The button already shows the last tap (optimistic): the next one starts from it.
    reaction.mutate(nextReaction(state.mine, tapped));
  };

  const toggleBookmark = () => {
    if (needsReader()) return;
    bookmark.mutate({ newsId, bookmarked: !state.bookmarked });
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
        {text.views}: <strong data-testid="story-views">{formatNumber(views, locale)}</strong>
      </p>
      <button type="button" className={styles.action} aria-pressed={state.mine === 1} onClick={() => react(1)}>
        <span aria-hidden="true">▲</span> {text.like} <strong>{formatNumber(state.like, locale)}</strong>
      </button>
      <button type="button" className={styles.action} aria-pressed={state.mine === 2} onClick={() => react(2)}>
        <span aria-hidden="true">▼</span> {text.dislike} <strong>{formatNumber(state.dislike, locale)}</strong>
      </button>
      <button type="button" className={styles.action} aria-pressed={state.bookmarked} onClick={toggleBookmark}>
        {state.bookmarked ? text.removeBookmark : text.bookmark}
      </button>
      <button type="button" className={styles.action} onClick={() => void share()}>
        {text.share}
      </button>
    </div>
  );
}
