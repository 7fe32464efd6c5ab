import type { Comment } from '@newsroom/contract/comments';
import { newsPath } from '../../routing/paths';
import { readData } from '../../server-data/api';
import type { SiteLanguage } from '../../server-data/site';
import { commentText } from './comment-text';
import { shownCommentCount } from './comment-count';
import { CommentsHeading } from './loading/comments-heading';
import { LazyComments } from './loading/lazy-comments';

interface CommentsSlotProps {
  newsId: number;
  /** The story's slug: a signed-out reader signs in and comes back to it. */
  slug: string;
  language: SiteLanguage;
  timeZone: string;
  comments: { items: Comment[]; total: number };
  /** The story's `total_comment`, read with `comments`. */
  storyCount?: number;
}

/**
 * The comment section of an article, with its words in the page's language: its heading is drawn
 * with the page, the section itself loads when it comes near the screen.
 */
export async function CommentsSlot({ newsId, slug, language, timeZone, comments, storyCount }: CommentsSlotProps) {
  const text = commentText(language.code, await readData('get_language_json_data', { code: language.code }));
  return (
    <LazyComments
      placeholder={<CommentsHeading text={text} shown={shownCommentCount({ pages: [comments] }, storyCount)} />}
      newsId={newsId}
      language={{ code: language.code, isDefault: language.isDefault }}
      articlePath={newsPath(language, slug)}
      timeZone={timeZone}
      initial={comments}
      storyCount={storyCount}
      text={text}
    />
  );
}
