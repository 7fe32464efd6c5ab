import type { Comment } from '@newsroom/contract/comments';
import type { Envelope } from '@newsroom/contract/envelope';
import { listPage, mergedItems, type ListPage } from '../../queries/paged-list';

/**
 * A page of a story's comments and, when the API said it, how many comments a reader can see in
 * all, replies included (`total_comment`). `total` counts top-level comments only: pages go by it.
 */
export interface CommentsPage extends ListPage<Comment> {
  shown?: number;
}

/** A comment list answer (get_comment_by_news, set_comment, set_comment_like_dislike) as a page. */
export function commentsPage(envelope: Envelope<Comment[]>): CommentsPage {
  const page: CommentsPage = listPage(envelope);
  if (typeof envelope.total_comment === 'number') page.shown = envelope.total_comment;
  return page;
}

/**
 * The number in the "Comments (n)" heading: every comment on screen or a page away, replies
 * included, so it matches the count on the story's cards and header. The latest answer's count
 * wins; the cached page's list has none, so its comments are counted, and while some threads
 * are not loaded yet the story's own count (rendered with that list) stands for them.
 */
export function shownCommentCount(list: { pages: CommentsPage[] } | undefined, storyCount?: number): number {
  const pages = list?.pages ?? [];
  const answered = pages.findLast((page) => page.shown !== undefined)?.shown;
  if (answered !== undefined) return answered;
  const items = mergedItems(list);
  const loaded = items.reduce((sum, comment) => sum + 1 + comment.replay.length, 0);
  const threads = pages[0]?.total ?? 0;
  return items.length >= threads ? loaded : Math.max(loaded, storyCount ?? 0);
}
