import { describe, expect, it } from 'vitest';
import type { Comment } from '@newsroom/contract/comments';
import { commentsPage, shownCommentCount, type CommentsPage } from './comment-count';

const user = { id: 2, name: 'Dana', profile: '' };
const base: Comment = {
  id: 1, parent_id: 0, user_id: 2, news_id: 3, message: 'Hello', status: 1, date: '2024-05-01 10:00:00',
  total_like: 0, total_dislike: 0, like: '0', dislike: '0', name: 'Dana', profile: '', user, replay: [],
};
const thread = (id: number, replies: number): Comment => ({
  ...base, id, replay: Array.from({ length: replies }, (_, n) => ({ ...base, id: id * 100 + n, parent_id: id, replay: [] })),
});
const list = (...pages: CommentsPage[]) => ({ pages });

describe('the comments heading count', () => {
  it('counts replies with their comments when every thread is loaded', () => {
    expect(shownCommentCount(list({ items: [thread(1, 2), thread(2, 0), thread(3, 1)], total: 3 }))).toBe(6);
    expect(shownCommentCount(undefined)).toBe(0);
  });

  it('takes the latest answer’s count, which covers threads not loaded', () => {
    const first = { items: [thread(1, 2)], total: 4, shown: 9 };
    expect(shownCommentCount(list(first))).toBe(9);
    expect(shownCommentCount(list(first, { items: [thread(2, 0)], total: 4, shown: 10 }))).toBe(10);
  });

  it('stands on the story’s own count while threads of the cached page are still to load', () => {
    expect(shownCommentCount(list({ items: [thread(1, 2)], total: 5 }), 12)).toBe(12);
    expect(shownCommentCount(list({ items: [thread(1, 2)], total: 5 }))).toBe(3);
  });

  it('reads total_comment from a comment list answer', () => {
    expect(commentsPage({ error: 'false', message: '', data: [thread(1, 1)], total: 1, total_comment: 2 })).toEqual({ items: [thread(1, 1)], total: 1, shown: 2 });
    expect(commentsPage({ error: 'false', message: '', data: [], total: 0 })).toEqual({ items: [], total: 0 });
  });
});
