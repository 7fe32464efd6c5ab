import Link from 'next/link';
import type { NewsItem } from '@newsroom/contract/news';
import type { Category, SubcategorySummary } from '@newsroom/contract/taxonomy';
import { newsCard } from '../../components/card-item';
import { NewsCard } from '../../components/news-card';
import { Pagination } from '../../components/pagination';
import { categoryPath } from '../../routing/paths';
import type { PageContext } from '../../server-data/page-context';
import styles from './listing.module.css';

interface ListingViewProps {
  context: PageContext;
  category: Category;
  subcategory: SubcategorySummary | null;
  page: number;
  totalPages: number;
  items: NewsItem[];
}

/** A category's (or subcategory's) stories, newest first, one page at a time. */
export function ListingView({ context, category, subcategory, page, totalPages, items }: ListingViewProps) {
  const { language, text, cards, settings } = context;
  const showSubcategories = settings.subcategory_mode === '1' && category.sub_categories.length > 0;
  return (
    <div className="container">
      <header className={styles.header}>
        {subcategory && (
          <p className={styles.parent}>
            <Link href={categoryPath(language, category.slug)}>{category.category_name}</Link>
          </p>
        )}
        <h1 className={styles.title}>{subcategory ? subcategory.subcategory_name : category.category_name}</h1>
        {!subcategory && category.meta_description && <p className={styles.description}>{category.meta_description}</p>}
      </header>
      {showSubcategories && (
        <nav aria-label={text.subcategories} className={styles.subcategories}>
          <ul>
            <li>
              <Link href={categoryPath(language, category.slug)} aria-current={subcategory ? undefined : 'page'}>
                {category.category_name}
              </Link>
            </li>
            {category.sub_categories.map((candidate) => (
              <li key={candidate.id}>
                <Link
                  href={categoryPath(language, category.slug, candidate.slug)}
                  aria-current={candidate.id === subcategory?.id ? 'page' : undefined}
                >
                  {candidate.subcategory_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>{text.noDataFound}</p>
      ) : (
        <div className={`${styles.grid} ${page === 1 ? styles.withLead : ''}`}>
          {items.map((item, index) => (
            <NewsCard key={item.id} item={newsCard(item, cards)} variant={index === 0 && page === 1 ? 'hero' : 'standard'} priority={index === 0} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefOf={(n) => categoryPath(language, category.slug, subcategory?.slug, n)}
        locale={language.code}
        labels={{ pagination: text.pagination, previousPage: text.previousPage, nextPage: text.nextPage, pageNumber: text.pageNumber }}
      />
    </div>
  );
}
