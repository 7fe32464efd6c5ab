import Link from 'next/link';
import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import { formatNumber } from '../../i18n/format';
import { homePath } from '../../routing/paths';
import { breakingNewsListPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
import { ArticleMedia } from './article-media';
import styles from './article.module.css';

/** A breaking news alert: its title, picture or video and text. */
export function BreakingNewsView({ item, context }: { item: BreakingNewsItem; context: PageContext }) {
  const { language, text, cards } = context;
  return (
    <div className={`container ${styles.layout}`}>
      <article className={styles.article}>
        <nav aria-label={text.breadcrumb} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={homePath(language)}>{text.home}</Link>
            </li>
            <li>
              <Link href={breakingNewsListPath(language)}>{text.breakingNews}</Link>
            </li>
          </ol>
        </nav>
        <h1 className={styles.headline}>{item.title}</h1>
        <p className={styles.meta}>
          <span>
            {text.views}: {formatNumber(item.total_views, language.code)}
          </span>
        </p>
        <ArticleMedia
          title={item.title}
          image={item.image || cards.placeholderImage}
          contentType={item.content_type}
          contentValue={item.content_value}
          watchLabel={text.watchVideo}
        />
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.description }} />
      </article>
    </div>
  );
}
