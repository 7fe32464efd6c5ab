import Link from 'next/link';
import type { NewsItem } from '@newsroom/contract/news';
import { AdBanner } from '../../components/ad-banner';
import { newsCard } from '../../components/card-item';
import { NewsCard } from '../../components/news-card';
import { formatDate, isoDateTime } from '../../i18n/format';
import { categoryPath, homePath } from '../../routing/paths';
import { tagPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
import { ArticleActionsSlot } from '../reader-actions/article-actions-slot';
import { CommentsSlot } from '../reader-actions/comments-slot';
import { ArticleMedia } from './article-media';
import styles from './article.module.css';
import type { storySurroundings } from './article-data';

interface ArticleViewProps {
  story: NewsItem;
  surroundings: Awaited<ReturnType<typeof storySurroundings>>;
  context: PageContext;
}

export function ArticleView({ story, surroundings, context }: ArticleViewProps) {
  const { language, text, cards } = context;
  const locale = language.code;
  const published = story.published_date || story.date;
  const { ads, related, comments } = surroundings;
  const top = ads?.ad_spaces_top;
  const bottom = ads?.ad_spaces_bottom;
  return (
    <div className={`container ${styles.layout}`}>
      <article className={styles.article}>
        <nav aria-label={text.breadcrumb} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={homePath(language)}>{text.home}</Link>
            </li>
            <li>
              <Link href={categoryPath(language, story.category.slug)}>{story.category_name}</Link>
            </li>
            {story.sub_category.slug && (
              <li>
                <Link href={categoryPath(language, story.category.slug, story.sub_category.slug)}>{story.subcategory_name}</Link>
              </li>
            )}
          </ol>
        </nav>
        <h1 className={styles.headline}>{story.title}</h1>
        <p className={styles.meta}>
          <span>
            {text.publishedOn}{' '}
            <time dateTime={isoDateTime(published, cards.timeZone)}>{formatDate(published, locale, true)}</time>
          </span>
        </p>
        {top && <AdBanner image={top.web_ad_image || top.ad_image} url={top.ad_url} label={text.advertisement} />}
        <ArticleMedia
          title={story.title}
          image={story.image || cards.placeholderImage}
          contentType={story.content_type}
          contentValue={story.content_value}
          watchLabel={text.watchVideo}
        />
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: story.description }} />
        {story.images.length > 0 && (
          <section aria-labelledby="gallery" className={styles.block}>
            <h2 id="gallery">{text.gallery}</h2>
            <ul className={styles.gallery}>
              {story.images.map((image, index) => (
                <li key={image.id}>
                  <img src={image.other_image} alt={`${story.title} (${index + 1}/${story.images.length})`} width={640} height={360} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
        )}
        {story.tag.length > 0 && (
          <section aria-labelledby="tags" className={styles.tagBlock}>
            <h2 id="tags" className={styles.smallHeading}>
              {text.tags}
            </h2>
            <ul className={styles.tags}>
              {story.tag.map((tag) => (
                <li key={tag.id}>
                  <Link href={tagPath(language, tag.slug)}>{tag.tag_name}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <ArticleActionsSlot story={story} language={language} />
        {bottom && <AdBanner image={bottom.web_ad_image || bottom.ad_image} url={bottom.ad_url} label={text.advertisement} />}
        {comments && <CommentsSlot newsId={story.id} language={language} timeZone={cards.timeZone} comments={comments} />}
      </article>
      {related.length > 0 && (
        <aside aria-labelledby="related" className={styles.related}>
          <h2 id="related">{text.relatedNews}</h2>
          <div className={styles.relatedList}>
            {related.map((item) => (
              <NewsCard key={item.id} item={newsCard(item, cards)} />
            ))}
          </div>
        </aside>
      )}
    </div>
  );
}
