import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LiveStream } from '@newsroom/contract/live-streams';
import { NewsCard } from '../../components/news-card';
import { homePath } from '../../routing/paths';
import { liveStreamingPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
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
  return (
    <div className={`container ${styles.layout}`}>
      <article className={styles.stream}>
        <nav aria-label={text.breadcrumb} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={homePath(language)}>{text.home}</Link>
            </li>
            <li>
              <Link href={liveStreamingPath(language)}>{text.liveStreaming}</Link>
            </li>
          </ol>
        </nav>
        <p className={styles.badge}>
          <span className={styles.dot} aria-hidden="true" />
          {text.liveNews}
        </p>
        <h1 className={styles.headline}>{stream.title}</h1>
        {player}
        {stream.meta_description && <p className={styles.description}>{stream.meta_description}</p>}
      </article>
      {others.length > 0 && (
        <aside aria-labelledby="other-streams" className={styles.others}>
          <h2 id="other-streams">{text.liveStreaming}</h2>
          <div className={styles.otherList}>
            {others.map((other) => (
              <NewsCard key={other.id} item={streamCard(other, language, cards.placeholderImage)} variant="horizontal" />
            ))}
          </div>
        </aside>
      )}
    </div>
  );
}
