import Link from 'next/link';
import { fill } from '../i18n/ui-text';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  locale: string;
  labels: { pagination: string; previousPage: string; nextPage: string; pageNumber: string };
}

/** Pages shown around the current one: the first, the last, and two on each side, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

export function Pagination({ page, totalPages, hrefOf, locale, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  const number = new Intl.NumberFormat(locale);
  return (
    <nav aria-label={labels.pagination} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span> {labels.previousPage}
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefOf(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={fill(labels.pageNumber, { n: number.format(n) })}
                className={styles.number}
              >
                {number.format(n)}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" className={styles.step}>
              {labels.nextPage} <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** What a listing's title says after its name on a later page (" – Page 2"); nothing on page 1. */
export function pageTitleSuffix(pageNumberLabel: string, page: number): string {
  return page > 1 ? ` – ${fill(pageNumberLabel, { n: page })}` : '';
}
