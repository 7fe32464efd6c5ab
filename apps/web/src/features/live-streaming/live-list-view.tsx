import type { LiveStream } from '@newsroom/contract/live-streams';
import { NewsCard } from '../../components/news-card';
import type { PageContext } from '../../server-data/page-context';
import { LiveBadge } from './live-badge';
import { streamCard } from './live-data';
import styles from './live.module.css';

/** The newsroom's live streams, each opening its player page. */
export function LiveListView({ context, streams }: { context: PageContext; streams: LiveStream[] }) {
  const { text, cards } = context;
  return (
    <div className="container">
      <header className={styles.header}>
        <LiveBadge label={text.liveNews} />
        <h1 className={styles.title}>{text.liveStreaming}</h1>
      </header>
      {streams.length === 0 ? (
        <p className={styles.empty}>{text.noDataFound}</p>
      ) : (
        <div className={styles.grid}>
          {streams.map((stream, index) => (
            <NewsCard key={stream.id} item={streamCard(stream, cards)} variant="hero" priority={index === 0} headingLevel={2} />
          ))}
        </div>
      )}
    </div>
  );
}
