'use client';

import { useEffect, useState } from 'react';
import { ArticleView } from '@/features/article/article-view';
import { BreakingNewsView } from '@/features/breaking-news/breaking-news-view';
import { BreakingTicker } from '@/features/home/breaking-ticker';
import type { PageContext } from '@/server-data/page-context';
import { LivePreview } from './live-preview';
import { PREVIEW_READY, previewItemOf, type PreviewItem } from './preview-item';

/** A preview has no ads, related stories or comments around it: only the story itself (as the writers' desk shows it). */
const NOTHING_AROUND = { ads: null, related: [], comments: null };

/**
 * The preview page's content: it tells its parent it is ready, then draws what the parent posts.
 * Only the frame's parent at the page's own origin is heard: any other window (a tab that opened
 * this one, another site framing it, a browser extension) could otherwise put words on the
 * site's page.
 */
export function PreviewComposition({ context }: { context: PageContext }) {
  const [item, setItem] = useState<PreviewItem | null>(null);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== origin) return;
      const next = previewItemOf(event.data);
      if (next) setItem(next);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage(PREVIEW_READY, origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const { language, text } = context;
  if (!item) return <p role="status" className="container">{text.loadingPage}…</p>;
  if (item.kind === 'story') return <ArticleView story={item.story} surroundings={NOTHING_AROUND} context={context} readerActions={null} />;
  if (item.kind === 'live') return <LivePreview stream={item.stream} context={context} />;
  return (
    <>
      <BreakingTicker items={[item.item]} language={language} label={text.breakingNews} viewAllLabel={text.viewAll} />
      <BreakingNewsView item={item.item} context={context} />
    </>
  );
}
