import Link from 'next/link';
import type { Page } from '@newsroom/contract/pages';
import { sitePagePath, type LanguageRef } from '../../routing/paths';
import styles from './site-page.module.css';

interface PagesIndexProps {
  language: LanguageRef;
  pages: Page[];
  labels: { morePages: string; noDataFound: string };
}

/** The newsroom's pages (about us, contact, policies and its own), each with its icon. */
export function PagesIndex({ language, pages, labels }: PagesIndexProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{labels.morePages}</h1>
      {pages.length === 0 ? (
        <p>{labels.noDataFound}</p>
      ) : (
        <ul className={styles.index}>
          {pages.map((page) => (
            <li key={page.id}>
              {page.page_icon && <img src={page.page_icon} alt="" width={32} height={32} loading="lazy" decoding="async" className={styles.icon} />}
              <Link href={sitePagePath(language, page.slug)}>{page.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
