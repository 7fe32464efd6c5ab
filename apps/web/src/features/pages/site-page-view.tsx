import type { Page } from '@newsroom/contract/pages';
import styles from './site-page.module.css';

/** A page the newsroom wrote (about us, contact, policies): its title and sanitized HTML. */
export function SitePageView({ page }: { page: Page }) {
  return (
    <article className={`container ${styles.page}`}>
      <h1>{page.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.page_content }} />
    </article>
  );
}
