import type { ReactNode } from 'react';
import type { CardItem } from '../../components/card-item';
import { NewsCard } from '../../components/news-card';
import styles from './featured-section.module.css';

interface LayoutProps {
  items: CardItem[];
  /** The first image of the page loads eagerly. */
  priority: boolean;
}

/** style_1: a lead story beside a column of smaller ones. */
function LeadStory({ items, priority }: LayoutProps) {
  const [lead, ...rest] = items;
  if (!lead) return null;
  return (
    <div className={styles.lead}>
      <NewsCard item={lead} variant="hero" priority={priority} />
      <div className={styles.stack}>
        {rest.slice(0, 4).map((item) => (
          <NewsCard key={item.key} item={item} variant="horizontal" />
        ))}
      </div>
    </div>
  );
}

/** style_2: an even grid of cards. */
function CardGrid({ items, priority }: LayoutProps) {
  return (
    <div className={styles.grid}>
      {items.map((item, index) => (
        <NewsCard key={item.key} item={item} priority={priority && index === 0} />
      ))}
    </div>
  );
}

/** style_3: a dark band of picture cards with the title on the picture (videos). */
function PictureBand({ items, priority }: LayoutProps) {
  return (
    <div className={styles.band}>
      {items.map((item, index) => (
        <NewsCard key={item.key} item={item} variant="overlay" priority={priority && index === 0} />
      ))}
    </div>
  );
}

/** style_4: two featured stories and a list of headlines. */
function FeatureAndList({ items, priority }: LayoutProps) {
  const featured = items.slice(0, 2);
  const list = items.slice(2);
  return (
    <div className={styles.featureList}>
      {featured.map((item, index) => (
        <NewsCard key={item.key} item={item} priority={priority && index === 0} />
      ))}
      <div className={styles.headlines}>
        {list.map((item) => (
          <NewsCard key={item.key} item={item} variant="compact" />
        ))}
      </div>
    </div>
  );
}

/** style_5: a numbered ranking. */
function Ranking({ items }: LayoutProps) {
  return (
    <ol className={styles.ranking}>
      {items.map((item, index) => (
        <li key={item.key}>
          <NewsCard item={item} variant="compact" rank={index + 1} />
        </li>
      ))}
    </ol>
  );
}

/** style_6: two columns of picture-beside-text cards. */
function CompactColumns({ items, priority }: LayoutProps) {
  return (
    <div className={styles.columns}>
      {items.map((item, index) => (
        <NewsCard key={item.key} item={item} variant="horizontal" priority={priority && index === 0} />
      ))}
    </div>
  );
}

const LAYOUTS: Record<string, (props: LayoutProps) => ReactNode> = {
  style_1: LeadStory,
  style_2: CardGrid,
  style_3: PictureBand,
  style_4: FeatureAndList,
  style_5: Ranking,
  style_6: CompactColumns,
};

/** The web layout a section's `style_web` names; an unknown style shows as a grid. */
export function SectionLayout({ style, ...props }: LayoutProps & { style: string }) {
  const Layout = LAYOUTS[style] ?? CardGrid;
  return <Layout {...props} />;
}

export function isDarkStyle(style: string): boolean {
  return style === 'style_3';
}
