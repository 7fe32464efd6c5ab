import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import type { LiveStream } from '@newsroom/contract/live-streams';
import type { NewsItem } from '@newsroom/contract/news';
import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/**
 * An unsaved item in the public API's shapes, as the reader site's /[lang]/preview draws it
 * (the message format is in docs/admin-console.md, "Preview"; the site's side is
 * apps/web/src/app/_site/preview/preview-item.ts).
 */
export type PreviewItem = { kind: 'story'; story: NewsItem } | { kind: 'breaking'; item: BreakingNewsItem } | { kind: 'live'; stream: LiveStream };

export interface PreviewFrameProps {
  /** The item's language code: the preview is drawn in that language's site, its direction included. */
  language: string;
  item: PreviewItem;
  /** The frame's accessible name, e.g. "Preview of the story". */
  title: string;
  /** The frame's height (CSS); the site scrolls inside it. */
  height?: string;
}

/**
 * The reader site's preview page in a frame, showing `item` as readers will see it. The page
 * says when it listens (`{kind: 'ready'}`); the item is posted then, and again whenever it
 * changes. Messages go to and come from this origin only: the site and the console share it.
 */
export function PreviewFrame({ language, item, title, height = '70vh' }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(item);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    latest.current = item;
    if (ready) post(frame.current, item);
  }, [ready, item]);

  useEffect(() => {
    // A page loaded afresh in the frame (another language, a reload) says `ready` again: it gets the item at once.
    const onMessage = (event: MessageEvent) => {
      const fromFrame = event.source !== null && event.source === frame.current?.contentWindow;
      if (!fromFrame || event.origin !== window.location.origin) return;
      if ((event.data as { kind?: unknown } | null)?.kind !== 'ready') return;
      setReady(true);
      post(frame.current, latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Box
      component="iframe"
      ref={frame}
      src={`/${encodeURIComponent(language)}/preview`}
      title={title}
      sx={{ inlineSize: '100%', blockSize: height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    />
  );
}

function post(frame: HTMLIFrameElement | null, item: PreviewItem) {
  frame?.contentWindow?.postMessage(item, window.location.origin);
}
