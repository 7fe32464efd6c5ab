import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { commentRow, insertCommentAt, insertStory, totalCommentOf } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function thread() {
  const author = await api.signedInUser();
  const replier = await api.signedInUser();
  const story = await insertStory(api);
  const top = await insertCommentAt(api, { newsId: story.id, userId: author.id, message: 'Top' }, 10);
  const replies = [
    await insertCommentAt(api, { newsId: story.id, userId: replier.id, message: 'R1', parentId: top.id }, 5),
    await insertCommentAt(api, { newsId: story.id, userId: author.id, message: 'R2', parentId: top.id }, 4),
  ];
  const other = await insertCommentAt(api, { newsId: story.id, userId: replier.id, message: 'Other' }, 3);
  return { author, replier, story, top, replies, other };
}

describe('delete_comment', () => {
  it('lets the author delete a top-level comment with its replies, and fixes total_comment', async () => {
    const { author, replier, story, top, replies, other } = await thread();
    await api.deps.db.insert(schema.commentReactions).values({ userId: replier.id, commentId: top.id, status: 1 });
    expect(await totalCommentOf(api, story.id)).toBe(4);
    const { status, body } = await api.call('delete_comment', { comment_id: top.id, user_id: author.id }, { method: 'POST', token: author.token });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Comment deleted successfully', data: [] });
    for (const gone of [top, ...replies]) expect(await commentRow(api, gone.id)).toBeUndefined();
    expect(await commentRow(api, other.id)).toBeDefined();
    expect(await totalCommentOf(api, story.id)).toBe(1);
    expect(await api.deps.db.select().from(schema.commentReactions).where(eq(schema.commentReactions.commentId, top.id))).toEqual([]);
    const list = await api.call('get_comment_by_news', { news_id: story.id });
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([other.id]);
  });

  it('deletes just the reply when a reply is deleted', async () => {
    const { replier, story, top, replies } = await thread();
    await api.call('delete_comment', { comment_id: replies[0]!.id }, { method: 'POST', token: replier.token });
    expect(await commentRow(api, replies[0]!.id)).toBeUndefined();
    expect(await commentRow(api, top.id)).toBeDefined();
    expect(await totalCommentOf(api, story.id)).toBe(3);
  });

  it("refuses another reader's comment with 403 and keeps it", async () => {
    const { replier, story, top } = await thread();
    const { status, body } = await api.call('delete_comment', { comment_id: top.id }, { method: 'POST', token: replier.token });
    expect(status).toBe(403);
    expect(body.message).toBe('You can delete only your own comments');
    expect(await commentRow(api, top.id)).toBeDefined();
    expect(await totalCommentOf(api, story.id)).toBe(4);
  });

  it("lets an admin delete anyone's comment", async () => {
    const { story, top } = await thread();
    const admin = await api.signedInUser({ role: 1 });
    expect((await api.call('delete_comment', { comment_id: top.id }, { method: 'POST', token: admin.token })).status).toBe(200);
    expect(await totalCommentOf(api, story.id)).toBe(1);
  });

  it('checks comment_id, the token, user_id and that the comment exists', async () => {
    const { author, top } = await thread();
    const send = (params: Record<string, string | number>, token?: string) => api.call('delete_comment', params, { method: 'POST', token });
    expect((await send({}, author.token)).body.message).toBe('comment_id is required');
    expect((await send({ comment_id: 'abc' }, author.token)).body.message).toBe('comment_id must be a whole number');
    const unknown = await send({ comment_id: 999_999 }, author.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Comment not found');
    expect((await send({ comment_id: top.id })).status).toBe(401);
    expect((await send({ comment_id: top.id }, 'z'.repeat(40))).status).toBe(401);
    expect((await send({ comment_id: top.id, user_id: author.id + 1000 }, author.token)).status).toBe(403);
    expect(await commentRow(api, top.id)).toBeDefined();
  });
});

const flagsOn = (commentId: number) => api.deps.db.select().from(schema.commentFlags).where(eq(schema.commentFlags.commentId, commentId));

describe('set_flag', () => {
  it('stores one flag per reader per comment, as typed; a second is 409', async () => {
    const { replier, story, top } = await thread();
    const flag = { comment_id: top.id, news_id: story.id, message: 'Spam <b>link</b>\r\n&amp;lt;' };
    const { status, body } = await api.call('set_flag', flag, { method: 'POST', token: replier.token });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Comment reported successfully', data: [] });
    expect(await flagsOn(top.id)).toEqual([expect.objectContaining({ userId: replier.id, newsId: story.id, message: 'Spam <b>link</b>\n&amp;lt;' })]);
    const again = await api.call('set_flag', { ...flag, news_id: story.slug, message: 'Still spam' }, { method: 'POST', token: replier.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'true', message: 'You have already reported this comment', data: [] });
    expect(await flagsOn(top.id)).toHaveLength(1);
  });

  it('decides in the database: reports sent at once store one flag, one 200 and the rest 409', async () => {
    const { replier, story, top } = await thread();
    const send = () => api.call('set_flag', { comment_id: top.id, news_id: story.id, message: 'Rude' }, { method: 'POST', token: replier.token });
    const statuses = (await Promise.all(Array.from({ length: 6 }, send))).map((reply) => reply.status);
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await flagsOn(top.id)).toHaveLength(1);
  });

  it('lets another reader report the same comment, and the same reader report another comment', async () => {
    const { author, replier, story, top, replies } = await thread();
    const third = await api.signedInUser();
    const report = (commentId: number, token: string) => api.call('set_flag', { comment_id: commentId, news_id: story.id, message: 'Rude' }, { method: 'POST', token });
    expect((await report(top.id, replier.token)).status).toBe(200);
    expect((await report(top.id, third.token)).status).toBe(200);
    expect((await report(replies[1]!.id, replier.token)).status).toBe(200);
    expect((await report(replies[0]!.id, author.token)).status).toBe(200);
    expect((await flagsOn(top.id)).map((row) => row.userId).sort()).toEqual([replier.id, third.id].sort());
  });

  it('answers 404 for a comment on news readers cannot see, or a comment that is hidden', async () => {
    const { author, replier, story, top } = await thread();
    const report = (commentId: number, newsId: number | string) => api.call('set_flag', { comment_id: commentId, news_id: newsId, message: 'Rude' }, { method: 'POST', token: replier.token });
    for (const values of [{ status: 0 }, { showTill: '2001-01-01' }]) {
      const unseen = await insertStory(api, values);
      const comment = await insertCommentAt(api, { newsId: unseen.id, userId: author.id, message: 'Hidden away' }, 1);
      const answer = await report(comment.id, unseen.slug);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('News not found');
      expect(await flagsOn(comment.id)).toEqual([]);
    }
    await api.deps.db.update(schema.comments).set({ status: 0 }).where(eq(schema.comments.id, top.id));
    const hidden = await report(top.id, story.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Comment not found');
  });

  it('accepts the news slug and refuses a news item the comment is not on (400)', async () => {
    const { author, story, other } = await thread();
    expect((await api.call('set_flag', { comment_id: other.id, news_id: story.slug, message: 'Rude' }, { method: 'POST', token: author.token })).status).toBe(200);
    const elsewhere = await insertStory(api);
    const wrong = await api.call('set_flag', { comment_id: other.id, news_id: elsewhere.id, message: 'Rude' }, { method: 'POST', token: author.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('news_id does not match the news of the comment');
  });

  it('answers 404 for an unknown comment or news', async () => {
    const { author, story, top } = await thread();
    const unknown = await api.call('set_flag', { comment_id: 999_999, news_id: story.id, message: 'Rude' }, { method: 'POST', token: author.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Comment not found');
    expect((await api.call('set_flag', { comment_id: top.id, news_id: 'no-such-news', message: 'Rude' }, { method: 'POST', token: author.token })).status).toBe(404);
  });

  it('validates its parameters, the token and user_id', async () => {
    const { author, story, top } = await thread();
    const send = (params: Record<string, string | number>, token?: string) => api.call('set_flag', params, { method: 'POST', token });
    expect((await send({ news_id: story.id, message: 'x' }, author.token)).body.message).toBe('comment_id is required');
    expect((await send({ comment_id: top.id, message: 'x' }, author.token)).body.message).toBe('news_id is required');
    expect((await send({ comment_id: top.id, news_id: story.id }, author.token)).body.message).toBe('message is required');
    expect((await send({ comment_id: top.id, news_id: story.id, message: 'x'.repeat(501) }, author.token)).body.message).toBe('message must be at most 500 characters');
    expect((await send({ comment_id: top.id, news_id: story.id, message: 'x' })).status).toBe(401);
    expect((await send({ comment_id: top.id, news_id: story.id, message: 'x', user_id: author.id + 1000 }, author.token)).status).toBe(403);
    expect(await flagsOn(top.id)).toEqual([]);
  });
});
