import type { ReactNode } from 'react';
import type { LiveStream } from '@newsroom/contract/live-streams';
import { NewsCard } from '../../components/news-card';
import { StoryLayout } from '../../components/story-layout';
import { homePath } from '../../routing/paths';
import { liveStreamingPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
import { LiveBadge } from './live-badge';
import { streamCard } from './live-data';
import styles from './live.module.css';

interface LiveStreamViewProps {
  context: PageContext;
  stream: LiveStream;
  /** The language's other streams, beside the player. */
  others: LiveStream[];
  /** The player (YouTube, HLS or a video file), chosen by the page. */
  player: ReactNode;
}

/** One live stream: its player, title and description, and the other streams. */
export function LiveStreamView({ context, stream, others, player }: LiveStreamViewProps) {
  const { language, text, cards } = context;
  const crumbs = [
    { label: text.home, href: homePath(language) },
    { label: text.liveStreaming, href: liveStreamingPath(language) },
  ];
  const aside =
    others.length > 0
      ? {
          id: 'other-streams',
          title: text.liveStreaming,
          children: others.map((other) => <NewsCard key={other.id} item={streamCard(other, cards)} variant="horizontal" />),
        }
      : undefined;
  return (
    <StoryLayout breadcrumb={{ label: text.breadcrumb, crumbs }} className={styles.stream} aside={aside}>
      <LiveBadge label={text.liveNews} />
      <h1 className={styles.headline}>{stream.title}</h1>
      {player}
      {stream.meta_description && <p className={styles.description}>{stream.meta_description}</p>}
    </StoryLayout>
  );
}
