import Link from 'next/link';
import type { ReactNode } from 'react';
import type { UiText } from '../i18n/ui-text';
import type { LanguageRef } from '../routing/paths';
import type { CardItem } from './card-item';
import { NewsCard } from './news-card';
import { Pagination } from './pagination';
import styles from './listing.module.css';

export interface ListingViewProps {
  context: { language: LanguageRef & { code: string }; text: Pick<UiText, 'pagination' | 'previousPage' | 'nextPage' | 'pageNumber'> };
  title: string;
  description?: string;
  /** Shown above the title (e.g. "Tags" on a tag's page). */
  kicker?: string;
  /** A link above the title to the page this one belongs to (a subcategory's category). */
  parent?: { label: string; href: string };
  items: CardItem[];
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  /** The first page opens with its first story twice as wide (the category listings). */
  lead?: boolean;
  /** What an empty page says (nothing when left out). */
  emptyText?: string;
  /** Between the header and the stories (the search form, a count, subcategory links). */
  children?: ReactNode;
}

/** A titled grid of stories, one page at a time: the shape of every listing screen. */
export function ListingView({ context, title, description, kicker, parent, items, page, totalPages, hrefOf, lead = false, emptyText, children }: ListingViewProps) {
  const { language, text } = context;
  const withLead = lead && page === 1;
  return (
    <div className="container">
      <header className={styles.header}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        {parent && (
          <p className={styles.parent}>
            <Link href={parent.href}>{parent.label}</Link>
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
      {items.length === 0 ? (
        emptyText && <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={`${styles.grid} ${withLead ? styles.withLead : ''}`}>
          {items.map((item, index) => (
            <NewsCard key={item.key} item={item} variant={withLead && index === 0 ? 'hero' : 'standard'} priority={index === 0} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} hrefOf={hrefOf} locale={language.code} labels={text} />
    </div>
  );
}
