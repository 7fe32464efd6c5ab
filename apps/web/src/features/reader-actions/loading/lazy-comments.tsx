'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { CommentsSection as Section } from '../comments-section';
import { linkedCommentId } from '../use-comment-anchor';
import { useNearViewport } from './use-near-viewport';

// Its own chunk, requested only when the section comes near the screen.
const CommentsSection = lazy(() => import('../comments-section').then((module) => ({ default: module.CommentsSection })));

/** An address pointing at a comment (a notification's link) or at the section loads it at once. */
const pointsHere = () => window.location.hash === '#comments' || linkedCommentId(window.location.hash) !== null;

/**
 * The comments under an article: the page's heading (`placeholder`, drawn on the server) until the
 * section comes near the screen, then the working section with the comments in the cached page.
 */
export function LazyComments({ placeholder, ...props }: ComponentProps<typeof Section> & { placeholder: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>(pointsHere);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <CommentsSection {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
