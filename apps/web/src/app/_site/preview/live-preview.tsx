import type { LiveStream } from '@newsroom/contract/live-streams';
import { StoryMedia } from '@/components/media/story-media';
import { StoryLayout } from '@/components/story-layout';
import { LiveBadge } from '@/features/live-streaming/live-badge';
import styles from '@/features/live-streaming/live.module.css';
import { homePath } from '@/routing/paths';
import { liveStreamingPath } from '@/routing/screen-paths';
import type { PageContext } from '@/server-data/page-context';

/**
 * A live stream as its page shows it (live-stream-view.tsx), player included. That view reads the
 * other streams on the server, which a browser-only preview cannot, so the same parts are put
 * together here without them.
 */
export function LivePreview({ stream, context }: { stream: LiveStream; context: PageContext }) {
  const { language, text, cards } = context;
  const crumbs = [
    { label: text.home, href: homePath(language) },
    { label: text.liveStreaming, href: liveStreamingPath(language) },
  ];
  return (
    <StoryLayout breadcrumb={{ label: text.breadcrumb, crumbs }} className={styles.stream}>
      <LiveBadge label={text.liveNews} />
      <h1 className={styles.headline}>{stream.title}</h1>
      <StoryMedia
        title={stream.title}
        image={stream.image || cards.placeholderImage}
        mediaPrefix={cards.mediaPrefix}
        contentType={stream.type === 'url_youtube' ? 'video_youtube' : 'video_other'}
        contentValue={stream.url}
        text={text}
      />
      {stream.meta_description && <p className={styles.description}>{stream.meta_description}</p>}
    </StoryLayout>
  );
}
