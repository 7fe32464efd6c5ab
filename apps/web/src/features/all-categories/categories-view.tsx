import Link from 'next/link';
import type { Category } from '@newsroom/contract/taxonomy';
import { imageSrcSet, Picture } from '../../components/picture';
import { categoryPath } from '../../routing/paths';
import type { PageContext } from '../../server-data/page-context';
import styles from './categories.module.css';

interface CategoriesViewProps {
  context: PageContext;
  categories: Category[];
  /** Subcategories are listed under their category while the newsroom has them switched on. */
  showSubcategories: boolean;
}

/** Every category of the language, in the menu's order, with its picture and subcategories. */
export function CategoriesView({ context, categories, showSubcategories }: CategoriesViewProps) {
  const { language, text, cards } = context;
  return (
    <div className="container">
      <header className={styles.header}>
        <h1 className={styles.title}>{text.allCategories}</h1>
      </header>
      {categories.length === 0 ? (
        <p className={styles.empty}>{text.noDataFound}</p>
      ) : (
        <ul className={styles.grid}>
          {categories.map((category, index) => {
            const image = category.image || cards.placeholderImage;
            return (
              <li key={category.id}>
                <article className={styles.card}>
                  <Picture src={image} srcSet={imageSrcSet(image, cards.mediaPrefix)} sizes="(min-width: 56rem) 24rem, (min-width: 36rem) 50vw, 100vw" alt="" width={640} height={360} className={styles.image} priority={index === 0} />
                  <div className={styles.body}>
                    <h2 className={styles.name}>
                      <Link href={categoryPath(language, category.slug)} className={styles.link}>
                        {category.category_name}
                      </Link>
                    </h2>
                    {category.meta_description && <p className={styles.description}>{category.meta_description}</p>}
                    {showSubcategories && category.sub_categories.length > 0 && (
                      <ul className={styles.subcategories} aria-label={`${text.subcategories}: ${category.category_name}`}>
                        {category.sub_categories.map((subcategory) => (
                          <li key={subcategory.id}>
                            <Link href={categoryPath(language, category.slug, subcategory.slug)}>{subcategory.subcategory_name}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
