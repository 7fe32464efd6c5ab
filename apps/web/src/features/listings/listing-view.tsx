import type { ReactNode } from 'react';
import type { CardItem } from '../../components/card-item';
import { NewsCard } from '../../components/news-card';
import { Pagination } from '../../components/pagination';
import type { PageContext } from '../../server-data/page-context';
import styles from './listing.module.css';

export interface ListingViewProps {
  context: PageContext;
  title: string;
  description?: string;
  /** Shown above the title (e.g. "Tags" on a tag's page). */
  kicker?: string;
  items: CardItem[];
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  /** What an empty page says (nothing when left out). */
  emptyText?: string;
  /** Between the header and the stories (the search form, a count). */
  children?: ReactNode;
}

/** A titled grid of stories, one page at a time: the shape of every listing screen. */
export function ListingView({ context, title, description, kicker, items, page, totalPages, hrefOf, emptyText, children }: ListingViewProps) {
  const { language, text } = context;
  return (
    <div className="container">
      <header className={styles.header}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
      {items.length === 0 ? (
        emptyText && <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.grid}>
          {items.map((item, index) => (
            <NewsCard key={item.key} item={item} priority={index === 0 && page === 1} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefOf={hrefOf}
        locale={language.code}
        labels={{ pagination: text.pagination, previousPage: text.previousPage, nextPage: text.nextPage, pageNumber: text.pageNumber }}
      />
    </div>
  );
}
