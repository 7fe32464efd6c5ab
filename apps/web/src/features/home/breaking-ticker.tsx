import Link from 'next/link';
import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import { breakingNewsPath, type LanguageRef } from '../../routing/paths';
import { breakingNewsListPath } from '../../routing/screen-paths';
import styles from './breaking-ticker.module.css';

interface BreakingTickerProps {
  items: BreakingNewsItem[];
  language: LanguageRef;
  label: string;
  viewAllLabel: string;
}

/**
 * The latest alerts in one line that scrolls sideways. It does not move by itself: moving text
 * would need a pause control (WCAG 2.2.2) and is hard to read.
 */
export function BreakingTicker({ items, language, label, viewAllLabel }: BreakingTickerProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="breaking-ticker" className={styles.ticker}>
      <div className={`container ${styles.inner}`}>
        <h2 id="breaking-ticker" className={styles.label}>
          {label}
        </h2>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id}>
              <Link href={breakingNewsPath(language, item.slug)}>{item.title}</Link>
            </li>
          ))}
        </ul>
        <Link href={breakingNewsListPath(language)} aria-label={`${viewAllLabel}: ${label}`} className={styles.all}>
          {viewAllLabel}
        </Link>
      </div>
    </section>
  );
}
