import type { QueryClient } from '@tanstack/react-query';
import type { Comment } from '@newsroom/contract/comments';
import type { Envelope } from '@newsroom/contract/envelope';
import { newsKeys, type ReaderKey } from '../../../queries/keys';
import { wholeList, type PagedList } from '../../../queries/paged-list';
import { commentsPage } from '../comment-count';
import { shownCount } from './get-comments';

type Reactable = Pick<Comment, 'like' | 'dislike' | 'total_like' | 'total_dislike'>;

/** The reader's reaction to a comment: 1 liked, 2 disliked, 0 none. */
export function commentReaction(comment: Pick<Comment, 'like' | 'dislike'>): 0 | 1 | 2 {
  return comment.like === '1' ? 1 : comment.dislike === '1' ? 2 : 0;
}

function reacted<C extends Reactable>(comment: C, next: 0 | 1 | 2): C {
  const current = commentReaction(comment);
  return {
    ...comment,
    like: next === 1 ? '1' : '0',
    dislike: next === 2 ? '1' : '0',
    total_like: comment.total_like + Number(next === 1) - Number(current === 1),
    total_dislike: comment.total_dislike + Number(next === 2) - Number(current === 2),
  };
}

/** The list with one comment (or reply) showing the reader's new reaction and its counts. */
export function withCommentReaction(list: PagedList<Comment> | undefined, commentId: number, next: 0 | 1 | 2): PagedList<Comment> | undefined {
  if (!list) return list;
  const update = (comment: Comment): Comment =>
    comment.id === commentId ? reacted(comment, next) : { ...comment, replay: comment.replay.map((reply) => (reply.id === commentId ? reacted(reply, next) : reply)) };
  return { ...list, pages: list.pages.map((page) => ({ ...page, items: page.items.map(update) })) };
}

/** How many comments a write on this story asks back (see `shownCount`). */
export function shownFor(queryClient: QueryClient, newsId: number, reader: ReaderKey): number {
  return shownCount(queryClient.getQueryData<PagedList<Comment>>(newsKeys.comments(newsId, reader)));
}

/** A write answered the refreshed list of `limit` comments: it becomes the list on screen. */
export function showAnsweredList(queryClient: QueryClient, newsId: number, reader: ReaderKey, answer: Envelope<Comment[]>, limit: number) {
  queryClient.setQueryData<PagedList<Comment>>(newsKeys.comments(newsId, reader), wholeList(commentsPage(answer), limit));
}
