import Link from 'next/link';
import type { CardItem } from './card-item';
import styles from './news-card.module.css';
import { Picture } from './picture';

export type CardVariant = 'hero' | 'standard' | 'horizontal' | 'compact' | 'overlay';

/** How wide each variant shows its picture (the layouts' grids; 76rem content at most). */
const PICTURE_SIZES: Record<CardVariant, string> = {
  hero: '(min-width: 56rem) 46rem, 100vw',
  standard: '(min-width: 56rem) 24rem, (min-width: 36rem) 50vw, 100vw',
  overlay: '(min-width: 56rem) 24rem, (min-width: 36rem) 50vw, 100vw',
  horizontal: '(min-width: 56rem) 10rem, 38vw',
  compact: '0px',
};

interface NewsCardProps {
  item: CardItem;
  variant?: CardVariant;
  /** Shown before the title (the "most read" style numbers its stories). */
  rank?: number;
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * One story in a list. The whole card is clickable through the title link's stretched area, so
 * there is one link (one tab stop, one accessible name) per story.
 */
export function NewsCard({ item, variant = 'standard', rank, priority = false, headingLevel = 3 }: NewsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showImage = variant !== 'compact';
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      {showImage && (
        <div className={styles.media}>
          <Picture src={item.image} srcSet={item.imageSet} sizes={PICTURE_SIZES[variant]} alt="" width={640} height={360} className={styles.image} priority={priority} />
          {item.isVideo && (
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          )}
        </div>
      )}
      <div className={styles.body}>
        {rank !== undefined && (
          <span className={styles.rank} aria-hidden="true">
            {rank}
          </span>
        )}
        <div className={styles.text}>
          {item.category && variant !== 'overlay' && <span className={styles.category}>{item.category.name}</span>}
          <Heading className={styles.title}>
            <Link href={item.href} className={styles.link}>
              {item.title}
            </Link>
          </Heading>
          {variant === 'hero' && item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
          {item.date && (
            <time className={styles.date} dateTime={item.date.iso}>
              {item.date.text}
            </time>
          )}
        </div>
      </div>
    </article>
  );
}
