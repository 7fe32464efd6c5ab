import type { NewsItem } from '@newsroom/contract/news';
import { newsPath } from '../../routing/paths';
import { publicUrl } from '../../server-data/api';
import type { SiteLanguage } from '../../server-data/site';
import { articleActionText } from './article-labels';
import { LazyArticleActions } from './loading/lazy-article-actions';

/** The reader actions of an article, with their words and the story's public address. */
export async function ArticleActionsSlot({ story, language }: { story: NewsItem; language: SiteLanguage }) {
  const [text, origin] = await Promise.all([articleActionText(language.code), publicUrl()]);
  return (
    <LazyArticleActions
      newsId={story.id}
      languageId={language.id}
      language={{ code: language.code, isDefault: language.isDefault }}
      initial={{ like: story.total_like, dislike: story.total_dislike, views: story.total_views }}
      shareUrl={`${origin}${newsPath(language, story.slug)}`}
      title={story.title}
      text={text}
    />
  );
}
