import Link from 'next/link';
import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import { breakingNewsPath, type LanguageRef } from '../../routing/paths';
import { breakingNewsListPath } from '../../routing/screen-paths';
import styles from './breaking-ticker.module.css';
import { TickerMotion } from './ticker-motion';
import { tickerText } from './ticker-text';

interface BreakingTickerProps {
  items: BreakingNewsItem[];
  language: LanguageRef;
  label: string;
  viewAllLabel: string;
}

/**
 * The latest alerts, newest first, one headline at a time and whole (it wraps rather than being
 * cut, even on a phone), turning every few seconds with pause, previous and next (ticker-motion).
 * Every headline is a real link in the page: crawlers and screen readers get them all, and the
 * first one shows before any script runs.
 */
export function BreakingTicker({ items, language, label, viewAllLabel }: BreakingTickerProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="breaking-ticker" className={styles.ticker}>
      <div className={`container ${styles.inner}`}>
        <h2 id="breaking-ticker" className={styles.label}>
          {label}
        </h2>
        <TickerMotion count={items.length} text={tickerText(language.code)}>
          <ul className={styles.items}>
            {items.map((item, index) => (
              <li key={item.id} data-current={index === 0 ? '' : undefined}>
                <Link href={breakingNewsPath(language, item.slug)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </TickerMotion>
        <Link href={breakingNewsListPath(language)} aria-label={`${viewAllLabel}: ${label}`} className={styles.all}>
          {viewAllLabel}
        </Link>
      </div>
    </section>
  );
}
