import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { sendNotification, type Writer } from './push-enqueue';

export interface PersonalPush {
  userId: number;
  type: string;
  message: string;
  newsId: number;
  commentId?: number | null;
}

/**
 * Pushes a personal notification (a reply to or a like of the reader's comment) to the reader's
 * own devices, opening the story it is about in the story's language. Written with the
 * notification, in its transaction: nothing is pushed for a change that did not commit.
 */
export async function pushPersonalNotice(db: Writer, notice: PersonalPush): Promise<void> {
  const { news, languages } = schema;
  const [story] = await db
    .select({ slug: news.slug, code: languages.code })
    .from(news)
    .innerJoin(languages, eq(languages.id, news.languageId))
    .where(eq(news.id, notice.newsId))
    .limit(1);
  await sendNotification(db, {
    kind: 'personal',
    userId: notice.userId,
    title: notice.message,
    url: story ? personalUrl(story.code, story.slug, notice) : '',
    data: { type: notice.type, news_id: notice.newsId, ...(notice.commentId ? { comment_id: notice.commentId } : {}) },
  });
}

/**
 * Where the push opens: a rejected story at its writer's desk (readers cannot see it); anything
 * else at the comment itself (the article scrolls to it and loads the page of comments holding it).
 */
function personalUrl(code: string, slug: string, notice: PersonalPush): string {
  if (notice.type === 'news_rejected') return `/${code}/write/${notice.newsId}`;
  return `/${code}/news/${slug}${notice.commentId ? `#comment-${notice.commentId}` : ''}`;
}
