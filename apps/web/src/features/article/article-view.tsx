import Link from 'next/link';
import type { ReactNode } from 'react';
import type { NewsItem } from '@newsroom/contract/news';
import { AdBanner } from '../../components/ad-banner';
import { newsCard } from '../../components/card-item';
import { StoryMedia } from '../../components/media/story-media';
import { NewsCard } from '../../components/news-card';
import { imageSrcSet, Picture } from '../../components/picture';
import { StoryLayout } from '../../components/story-layout';
import storyStyles from '../../components/story-layout.module.css';
import { formatDate, isoDateTime } from '../../i18n/format';
import { tagPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';
import { featureSwitches } from '../../layout/feature-switches';
import { articleCrumbs } from './article-crumbs';
import styles from './article.module.css';
import type { storySurroundings } from './article-data';

/** The photo grid's columns (at least 12rem each, in the story column beside the sidebar from 64rem). */
const GALLERY_SIZES = '(min-width: 64rem) 14rem, (min-width: 30rem) 50vw, 100vw';

interface ArticleViewProps {
  story: NewsItem;
  surroundings: Awaited<ReturnType<typeof storySurroundings>>;
  context: PageContext;
  /** Like, bookmark and share, composed in by the page (the reader actions are their own feature). */
  readerActions: ReactNode;
  /** The comments, where the newsroom has them switched on. */
  comments?: ReactNode;
}

export function ArticleView({ story, surroundings, context, readerActions, comments }: ArticleViewProps) {
  const { language, text, cards, settings } = context;
  const locale = language.code;
  const published = story.published_date || story.date;
  const { ads, related } = surroundings;
  const top = ads?.ad_spaces_top;
  const bottom = ads?.ad_spaces_bottom;
  const aside =
    related.length > 0
      ? { id: 'related', title: text.relatedNews, children: related.map((item) => <NewsCard key={item.id} item={newsCard(item, cards)} />) }
      : undefined;
  const breadcrumb = { label: text.breadcrumb, crumbs: articleCrumbs(story, language, text.home, featureSwitches(settings)) };
  return (
    <StoryLayout breadcrumb={breadcrumb} aside={aside}>
      <h1 className={storyStyles.headline}>{story.title}</h1>
      <p className={storyStyles.meta}>
        <span>
          {text.publishedOn}{' '}
          <time dateTime={isoDateTime(published, cards.timeZone)}>{formatDate(published, locale, true)}</time>
        </span>
      </p>
      {top && <AdBanner image={top.web_ad_image || top.ad_image} url={top.ad_url} label={text.advertisement} mediaPrefix={cards.mediaPrefix} />}
      <StoryMedia
        title={story.title}
        image={story.image || cards.placeholderImage}
        mediaPrefix={cards.mediaPrefix}
        contentType={story.content_type}
        contentValue={story.content_value}
        text={text}
      />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: story.description }} />
      {story.images.length > 0 && (
        <section aria-labelledby="gallery" className={styles.block}>
          <h2 id="gallery">{text.gallery}</h2>
          <ul className={styles.gallery}>
            {story.images.map((image, index) => (
              <li key={image.id}>
                <Picture
                  src={image.other_image}
                  srcSet={imageSrcSet(image.other_image, cards.mediaPrefix)}
                  sizes={GALLERY_SIZES}
                  alt={`${story.title} (${index + 1}/${story.images.length})`}
                  width={640}
                  height={360}
                />
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
      {readerActions}
      {bottom && <AdBanner image={bottom.web_ad_image || bottom.ad_image} url={bottom.ad_url} label={text.advertisement} mediaPrefix={cards.mediaPrefix} />}
      {comments}
    </StoryLayout>
  );
}
