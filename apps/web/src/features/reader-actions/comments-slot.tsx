import type { Comment } from '@newsroom/contract/comments';
import { newsPath } from '../../routing/paths';
import { readData } from '../../server-data/api';
import type { SiteLanguage } from '../../server-data/site';
import { commentText } from './comment-text';
import { CommentsSection } from './comments-section';

interface CommentsSlotProps {
  newsId: number;
  /** The story's slug: a signed-out reader signs in and comes back to it. */
  slug: string;
  language: SiteLanguage;
  timeZone: string;
  comments: { items: Comment[]; total: number };
}

/** The comment section of an article, with its words in the page's language. */
export async function CommentsSlot({ newsId, slug, language, timeZone, comments }: CommentsSlotProps) {
  const text = commentText(language.code, await readData('get_language_json_data', { code: language.code }));
  return (
    <CommentsSection
      newsId={newsId}
      language={{ code: language.code, isDefault: language.isDefault }}
      articlePath={newsPath(language, slug)}
      timeZone={timeZone}
      initial={comments}
      text={text}
    />
  );
}
