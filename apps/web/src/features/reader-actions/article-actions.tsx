'use client';

import toast from 'react-hot-toast';
import { useSetBookmark } from '../../queries/set-bookmark';
import type { StoryReaderState } from '../../queries/story-reader-state';
import type { LanguageRef } from '../../routing/paths';
import { useSignInRedirect } from '../../shell/sign-in-redirect';
import { useAppSelector } from '../../state/hooks';
import { selectToken } from '../../state/select';
import type { ActionText } from './action-text';
import { ActionsBar } from './actions-bar';
import { useStoryState } from './api/get-story-state';
import { useReactToStory } from './api/react-to-story';
import { nextReaction } from './reader-state';

export interface ArticleActionsProps {
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
 * The working reader actions under an article, loaded when they come near the screen
 * (loading/lazy-article-actions.tsx, which counts the view at once and hands the count in). The
 * page around it is cached and the same for everyone, so what belongs to this reader (their
 * reaction and bookmark) and the fresh counters load here, after the page.
 */
export function ArticleActions({ newsId, languageId, language, initial, shareUrl, title, text, views }: ArticleActionsProps & { views: number }) {
  const signIn = useSignInRedirect(language);
  const token = useAppSelector(selectToken);
  const storyState = useStoryState(newsId, languageId);
  const reaction = useReactToStory(newsId, languageId);
  const bookmark = useSetBookmark();
  // Signed out (or until the reader's own state arrives): the cached page's counters, no reaction.
  const state: StoryReaderState = storyState.data ?? { like: initial.like, dislike: initial.dislike, mine: 0, bookmarked: false };

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

  return <ActionsBar locale={language.code} views={views} state={state} text={text} handlers={{ react, toggleBookmark, share: () => void share() }} />;
}
