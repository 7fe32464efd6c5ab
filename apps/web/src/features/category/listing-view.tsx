import Link from 'next/link';
import type { NewsItem } from '@newsroom/contract/news';
import type { Category, SubcategorySummary } from '@newsroom/contract/taxonomy';
import { newsCard } from '../../components/card-item';
import { ListingView } from '../../components/listing-view';
import { categoryPath } from '../../routing/paths';
import type { PageContext } from '../../server-data/page-context';
import { featureSwitches } from '../../layout/feature-switches';
import styles from './subcategories.module.css';

interface CategoryListingViewProps {
  context: PageContext;
  category: Category;
  subcategory: SubcategorySummary | null;
  page: number;
  totalPages: number;
  items: NewsItem[];
}

/** A category's (or subcategory's) stories, newest first, one page at a time. */
export function CategoryListingView({ context, category, subcategory, page, totalPages, items }: CategoryListingViewProps) {
  const { language, text, cards, settings } = context;
  const showSubcategories = featureSwitches(settings).subcategories && category.sub_categories.length > 0;
  return (
    <ListingView
      context={context}
      title={subcategory ? subcategory.subcategory_name : category.category_name}
      description={subcategory ? undefined : category.meta_description}
      parent={subcategory ? { label: category.category_name, href: categoryPath(language, category.slug) } : undefined}
      items={items.map((item) => newsCard(item, cards))}
      page={page}
      totalPages={totalPages}
      hrefOf={(n) => categoryPath(language, category.slug, subcategory?.slug, n)}
      lead
      emptyText={text.noDataFound}
    >
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
                <Link href={categoryPath(language, category.slug, candidate.slug)} aria-current={candidate.id === subcategory?.id ? 'page' : undefined}>
                  {candidate.subcategory_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ListingView>
  );
}
