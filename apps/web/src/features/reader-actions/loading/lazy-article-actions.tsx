'use client';

import { lazy, Suspense, useEffect } from 'react';
import { ActionsBar } from '../actions-bar';
import { useCountStoryView } from '../api/count-story-view';
import type { ArticleActionsProps } from '../article-actions';
import { useNearViewport } from './use-near-viewport';

// Its own chunk, requested only when the bar comes near the screen.
const ArticleActions = lazy(() => import('../article-actions').then((module) => ({ default: module.ArticleActions })));

/**
 * The reader actions as the page draws them (the cached counters, buttons off) until they come
 * near the screen, then the working bar. The view is counted at once, whether or not the reader
 * scrolls that far: it is what the story's view count means.
 */
export function LazyArticleActions(props: ArticleActionsProps) {
  const { newsId, initial, language, text } = props;
  const { mutate: countView, data: counted } = useCountStoryView();
  useEffect(() => countView(newsId), [countView, newsId]);
  const views = counted?.data.total_views ?? initial.views;
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = <ActionsBar locale={language.code} views={views} state={{ like: initial.like, dislike: initial.dislike, mine: 0, bookmarked: false }} text={text} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ArticleActions {...props} views={views} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
