import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertCommentAt, insertStory } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';
import { VISIBLE_COMMENT } from './comments-list';

// The comment page's `total` is the story's count of visible top-level comments, kept in
// news_stats by a trigger (migration 0004). Every path that changes comments must move it.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const pageTotal = async (newsId: number) => {
  api.deps.cache.clear();
  return (await api.call('get_comment_by_news', { news_id: newsId, offset: 0, limit: 1 })).body.total as number | undefined;
};

/** What the counter must equal: a count of the rows themselves. */
const countedThreads = async (newsId: number) =>
  (
    await api.deps.db
      .select({ n: count() })
      .from(schema.comments)
      .where(sql`${schema.comments.newsId} = ${newsId} and ${schema.comments.parentId} is null and ${schema.comments.status} = ${VISIBLE_COMMENT}`)
  )[0]!.n;

describe('the comment page total', () => {
  it('follows comments written, replied to, hidden, shown again, deleted, and deleted with their author', async () => {
    const story = await insertStory(api);
    const reader = await api.signedInUser();
    const leaving = await api.signedInUser();
    const write = (token: string, message: string, parentId = 0) =>
      api.call('set_comment', { news_id: story.id, parent_id: parentId, message }, { method: 'POST', token });

    await write(reader.token, 'First');
    await write(reader.token, 'Second');
    await write(leaving.token, 'From someone who will leave');
    expect(await pageTotal(story.id)).toBe(3);

    const [first] = await api.deps.db.select().from(schema.comments).where(eq(schema.comments.message, 'First'));
    await write(leaving.token, 'A reply', first!.id);
    expect(await pageTotal(story.id)).toBe(3);

    // A moderation tool hides a comment, then shows it again.
    await api.deps.db.update(schema.comments).set({ status: 0 }).where(eq(schema.comments.id, first!.id));
    expect(await pageTotal(story.id)).toBe(2);
    await api.deps.db.update(schema.comments).set({ status: VISIBLE_COMMENT }).where(eq(schema.comments.id, first!.id));
    expect(await pageTotal(story.id)).toBe(3);

    const [second] = await api.deps.db.select().from(schema.comments).where(eq(schema.comments.message, 'Second'));
    await api.call('delete_comment', { comment_id: second!.id }, { method: 'POST', token: reader.token });
    expect(await pageTotal(story.id)).toBe(2);

    expect((await api.call('delete_user', {}, { method: 'POST', token: leaving.token })).status).toBe(200);
    expect(await pageTotal(story.id)).toBe(1);
    expect(await countedThreads(story.id)).toBe(1);
  });

  it('answers beside each page every comment shown, replies included: the story\'s own total_comment', async () => {
    const story = await insertStory(api);
    const reader = await api.signedInUser();
    const write = (message: string, parentId = 0) => api.call('set_comment', { news_id: story.id, parent_id: parentId, message }, { method: 'POST', token: reader.token });
    await write('One');
    const posted = await write('Two');
    expect([posted.body.total, posted.body.total_comment]).toEqual([2, 2]);
    const [one] = await api.deps.db.select().from(schema.comments).where(eq(schema.comments.message, 'One'));
    const replied = await write('A reply', one!.id);
    expect([replied.body.total, replied.body.total_comment]).toEqual([2, 3]);
    const reacted = await api.call('set_comment_like_dislike', { comment_id: one!.id, status: 1 }, { method: 'POST', token: reader.token });
    expect(reacted.body.total_comment).toBe(3);

    const [reply] = await api.deps.db.select().from(schema.comments).where(eq(schema.comments.message, 'A reply'));
    await api.call('delete_comment', { comment_id: reply!.id }, { method: 'POST', token: reader.token });
    api.deps.cache.clear();
    const page = await api.call('get_comment_by_news', { news_id: story.id, offset: 0, limit: 1 });
    expect([page.body.total, page.body.total_comment]).toEqual([2, 2]);
    const past = await api.call('get_comment_by_news', { news_id: story.id, offset: 5, limit: 1 });
    expect(past.body.total_comment).toBeUndefined();
  });

  it('counts comments inserted by any path, not only through the API', async () => {
    const story = await insertStory(api);
    const author = await api.signedInUser();
    for (let i = 0; i < 4; i += 1) await insertCommentAt(api, { newsId: story.id, userId: author.id, message: `Direct ${i}` }, i + 1);
    expect(await pageTotal(story.id)).toBe(4);
    expect(await countedThreads(story.id)).toBe(4);
  });
});
