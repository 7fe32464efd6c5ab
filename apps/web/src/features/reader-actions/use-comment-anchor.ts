'use client';

import { useEffect, useRef, useState } from 'react';

const ANCHOR = /^#comment-(\d+)$/;

/** The element id of a comment: what `#comment-<id>` links (a personal notification's) point at. */
export const commentAnchor = (commentId: number) => `comment-${commentId}`;

/** The comment a link points at, or null. */
export function linkedCommentId(hash: string): number | null {
  const match = ANCHOR.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * The comment the page's address points at, brought into view once it is on the page. A link may
 * name a comment past the first page of comments, so pages load until it shows or none is left;
 * the browser's own jump to the anchor cannot, as the element is not there yet.
 */
export function useLinkedComment(shownIds: readonly number[], hasMore: boolean, loadMore: () => void): number | null {
  const [linked, setLinked] = useState<number | null>(null);
  const broughtIntoView = useRef<number | null>(null);
  useEffect(() => {
    const read = () => setLinked(linkedCommentId(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const shown = linked !== null && shownIds.includes(linked);
  useEffect(() => {
    if (linked === null || broughtIntoView.current === linked) return;
    if (!shown) {
      if (hasMore) loadMore();
      return;
    }
    broughtIntoView.current = linked;
    document.getElementById(commentAnchor(linked))?.scrollIntoView({ block: 'start' });
  }, [linked, shown, hasMore, loadMore]);
  return linked;
}
