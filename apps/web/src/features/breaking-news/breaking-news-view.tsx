import type { BreakingNewsItem } from '@newsroom/contract/breaking-news';
import { StoryMedia } from '../../components/media/story-media';
import { StoryLayout } from '../../components/story-layout';
import storyStyles from '../../components/story-layout.module.css';
import { formatNumber } from '../../i18n/format';
import { homePath } from '../../routing/paths';
import { breakingNewsListPath } from '../../routing/screen-paths';
import type { PageContext } from '../../server-data/page-context';

/** A breaking news alert: its title, picture or video and text. */
export function BreakingNewsView({ item, context }: { item: BreakingNewsItem; context: PageContext }) {
  const { language, text, cards } = context;
  const crumbs = [
    { label: text.home, href: homePath(language) },
    { label: text.breakingNews, href: breakingNewsListPath(language) },
  ];
  return (
    <StoryLayout breadcrumb={{ label: text.breadcrumb, crumbs }}>
      <h1 className={storyStyles.headline}>{item.title}</h1>
      <p className={storyStyles.meta}>
        <span>
          {text.views}: {formatNumber(item.total_views, language.code)}
        </span>
      </p>
      <StoryMedia
        title={item.title}
        image={item.image || cards.placeholderImage}
        mediaPrefix={cards.mediaPrefix}
        contentType={item.content_type}
        contentValue={item.content_value}
        text={text}
      />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.description }} />
    </StoryLayout>
  );
}
