import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { commentRow, insertCommentAt, insertStory, personalNotificationsOf } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function commented() {
  const author = await api.signedInUser({ name: 'Author' });
  const reader = await api.signedInUser({ name: 'Dana' });
  const story = await insertStory(api);
  const comment = await insertCommentAt(api, { newsId: story.id, userId: author.id, message: 'Worth reading' }, 5);
  const react = (status: number | string, token = reader.token) =>
    api.call('set_comment_like_dislike', { comment_id: comment.id, status, language_id: api.base.en.id }, { method: 'POST', token });
  return { author, reader, story, comment, react };
}

async function reactionOf(userId: number, commentId: number) {
  const [row] = await api.deps.db
    .select()
    .from(schema.commentReactions)
    .where(and(eq(schema.commentReactions.userId, userId), eq(schema.commentReactions.commentId, commentId)));
  return row?.status;
}

describe('set_comment_like_dislike', () => {
  it('likes, switches to dislike and removes, keeping the counts and returning the refreshed list', async () => {
    const { reader, comment, react } = await commented();
    const liked = await react(1);
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ error: 'false', message: 'Comment reaction updated successfully', total: 1 });
    expect(liked.body.data[0]).toMatchObject({ id: comment.id, like: '1', dislike: '0', total_like: 1, total_dislike: 0 });
    expect(await reactionOf(reader.id, comment.id)).toBe(1);

    const disliked = await react(2);
    expect(disliked.body.data[0]).toMatchObject({ like: '0', dislike: '1', total_like: 0, total_dislike: 1 });
    expect(await commentRow(api, comment.id)).toMatchObject({ totalLike: 0, totalDislike: 1 });

    const repeated = await react(2);
    expect(repeated.body.data[0]).toMatchObject({ dislike: '1', total_dislike: 1 });

    const removed = await react(0);
    expect(removed.body.data[0]).toMatchObject({ like: '0', dislike: '0', total_like: 0, total_dislike: 0 });
    expect(await reactionOf(reader.id, comment.id)).toBeUndefined();
  });

  it("counts several readers and shows each only their own reaction", async () => {
    const { author, story, comment, react } = await commented();
    const second = await api.signedInUser();
    await react(1);
    await react(1, second.token);
    const asAuthor = await api.call('get_comment_by_news', { news_id: story.id }, { token: author.token });
    expect(asAuthor.body.data[0]).toMatchObject({ total_like: 2, like: '0' });
    const asSecond = await api.call('get_comment_by_news', { news_id: story.id }, { token: second.token });
    expect(asSecond.body.data[0]).toMatchObject({ total_like: 2, like: '1' });
    expect(await commentRow(api, comment.id)).toMatchObject({ totalLike: 2 });
  });

  it("notifies the author once when someone else likes the comment, however often it is toggled", async () => {
    const { author, reader, story, comment, react } = await commented();
    await react(1);
    await react(0);
    await react(2);
    await react(1);
    expect(await personalNotificationsOf(api, author.id)).toEqual([
      expect.objectContaining({ senderId: reader.id, type: 'comment_like', newsId: story.id, commentId: comment.id, message: 'Dana liked your comment "Worth reading"' }),
    ]);
  });

  it('does not notify a reader who likes their own comment', async () => {
    const { author, react } = await commented();
    expect((await react(1, author.token)).body.data[0].like).toBe('1');
    expect(await personalNotificationsOf(api, author.id)).toEqual([]);
  });

  it('works on replies too', async () => {
    const { reader, story, comment } = await commented();
    const reply = await insertCommentAt(api, { newsId: story.id, userId: reader.id, message: 'Agreed', parentId: comment.id }, 1);
    const { body } = await api.call('set_comment_like_dislike', { comment_id: reply.id, status: 2 }, { method: 'POST', token: reader.token });
    expect(body.data[0].replay[0]).toMatchObject({ id: reply.id, dislike: '1', total_dislike: 1 });
  });

  it('quotes the liked comment in the notification as a preview that carries no markup', async () => {
    const author = await api.signedInUser({ name: 'Author' });
    const reader = await api.signedInUser({ name: 'Dana' });
    const story = await insertStory(api);
    const comment = await insertCommentAt(api, { newsId: story.id, userId: author.id, message: '<img src=x onerror=alert(1)> & "more"' }, 5);
    await api.call('set_comment_like_dislike', { comment_id: comment.id, status: 1 }, { method: 'POST', token: reader.token });
    const [notice] = await personalNotificationsOf(api, author.id);
    expect(notice!.message).toBe('Dana liked your comment "‹img src=x onerror=alert(1)› & "more""');
  });

  it('answers 404 for a comment on news readers cannot see, as for an unknown one, and counts nothing', async () => {
    const author = await api.signedInUser();
    const reader = await api.signedInUser();
    for (const values of [{ status: 0 }, { showTill: '2001-01-01' }]) {
      const unseen = await insertStory(api, values);
      const comment = await insertCommentAt(api, { newsId: unseen.id, userId: author.id, message: 'Out of sight' }, 1);
      const { status, body } = await api.call('set_comment_like_dislike', { comment_id: comment.id, status: 1 }, { method: 'POST', token: reader.token });
      expect(status).toBe(404);
      expect(body.message).toBe('News not found');
      expect(await reactionOf(reader.id, comment.id)).toBeUndefined();
      expect(await commentRow(api, comment.id)).toMatchObject({ totalLike: 0 });
    }
  });

  it('validates status and comment_id, and answers 404 for an unknown comment', async () => {
    const { reader, comment, react } = await commented();
    expect((await react(3)).body.message).toBe('status must be one of 0, 1, 2');
    expect((await react('')).body.message).toBe('status is required');
    const missing = await api.call('set_comment_like_dislike', { status: 1 }, { method: 'POST', token: reader.token });
    expect(missing.body.message).toBe('comment_id is required');
    const unknown = await api.call('set_comment_like_dislike', { comment_id: 999_999, status: 1 }, { method: 'POST', token: reader.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Comment not found');
    expect(await commentRow(api, comment.id)).toMatchObject({ totalLike: 0, totalDislike: 0 });
  });

  it('needs a valid token and refuses a user_id that is not the caller', async () => {
    const { reader, comment } = await commented();
    expect((await api.call('set_comment_like_dislike', { comment_id: comment.id, status: 1 }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('set_comment_like_dislike', { comment_id: comment.id, status: 1 }, { method: 'POST', token: 'q'.repeat(40) })).status).toBe(401);
    const other = await api.call('set_comment_like_dislike', { comment_id: comment.id, status: 1, user_id: reader.id + 1000 }, { method: 'POST', token: reader.token });
    expect(other.status).toBe(403);
    expect(await reactionOf(reader.id, comment.id)).toBeUndefined();
  });
});
