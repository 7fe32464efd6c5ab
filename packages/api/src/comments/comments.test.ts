import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedText } from '@newsroom/contract/escaped-text';
import { schema } from '@newsroom/db/client';
import { commentRow, insertCommentAt, insertStory, personalNotificationsOf, setSetting, totalCommentOf } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A story with two top-level comments; the older one has two replies, the caller liked one reply. */
async function discussedStory() {
  const alice = await api.signedInUser({ name: 'Alice', profile: 'profiles/alice.webp' });
  const bob = await api.signedInUser({ name: 'Bob' });
  const story = await insertStory(api);
  const older = await insertCommentAt(api, { newsId: story.id, userId: alice.id, message: 'First!' }, 30);
  const newer = await insertCommentAt(api, { newsId: story.id, userId: bob.id, message: 'Second' }, 10);
  const laterReply = await insertCommentAt(api, { newsId: story.id, userId: alice.id, message: 'Later reply', parentId: older.id }, 5);
  const earlyReply = await insertCommentAt(api, { newsId: story.id, userId: bob.id, message: 'Early reply', parentId: older.id }, 20);
  await api.deps.db.insert(schema.commentReactions).values({ userId: alice.id, commentId: earlyReply.id, status: 1 });
  await api.deps.db.update(schema.comments).set({ totalLike: 1 }).where(eq(schema.comments.id, earlyReply.id));
  return { alice, bob, story, older, newer, laterReply, earlyReply };
}

describe('get_comment_by_news', () => {
  it('lists top-level comments newest first, each with its replies oldest first, in the contract shape', async () => {
    const { alice, bob, story, older, newer, earlyReply, laterReply } = await discussedStory();
    const { status, body } = await api.call('get_comment_by_news', { news_id: story.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Comments fetched successfully', total: 2 });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([newer.id, older.id]);
    const first = body.data[1];
    expect(first).toEqual({
      id: older.id, parent_id: 0, user_id: alice.id, news_id: story.id, message: 'First!', status: 1,
      date: expect.stringMatching(DATE), total_like: 0, total_dislike: 0, like: '0', dislike: '0',
      name: 'Alice', profile: 'http://news.test/media/profiles/alice.webp',
      user: { id: alice.id, name: 'Alice', profile: 'http://news.test/media/profiles/alice.webp' },
      replay: [expect.objectContaining({ id: earlyReply.id }), expect.objectContaining({ id: laterReply.id })],
    });
    expect(first.replay[0]).toMatchObject({ parent_id: older.id, user_id: bob.id, name: 'Bob', profile: '', total_like: 1, like: '0', replay: [] });
    expect(body.data[0].replay).toEqual([]);
  });

  it("shows the caller's own reaction as the strings like/dislike when a token is sent", async () => {
    const { alice, story, earlyReply } = await discussedStory();
    const { body } = await api.call('get_comment_by_news', { news_id: story.id }, { token: alice.token });
    const reply = body.data[1].replay.find((c: { id: number }) => c.id === earlyReply.id);
    expect(reply).toMatchObject({ like: '1', dislike: '0', total_like: 1 });
    // A stale token on this public read is treated as no token.
    const stale = await api.call('get_comment_by_news', { news_id: story.id }, { token: 'x'.repeat(40) });
    expect(stale.status).toBe(200);
    expect(stale.body.data[1].replay[0].like).toBe('0');
  });

  it('accepts the slug in place of the id, and pages with the total', async () => {
    const { story, older } = await discussedStory();
    const { body } = await api.call('get_comment_by_news', { news_id: story.slug, offset: 1, limit: 1 });
    expect(body.total).toBe(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].id).toBe(older.id);
    expect(body.data[0].replay).toHaveLength(2);
  });

  it('answers No Data Found for a news item without comments', async () => {
    const story = await insertStory(api);
    const { status, body } = await api.call('get_comment_by_news', { news_id: story.id });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('checks its parameters, the access key and that the news exists and is visible', async () => {
    expect((await api.call('get_comment_by_news')).body.message).toBe('news_id is required');
    expect((await api.call('get_comment_by_news', { news_id: 'Bad Slug!' })).body.message).toBe('news_id must be an id or a slug');
    expect((await api.call('get_comment_by_news', { news_id: 1, limit: 'x' })).body.message).toBe('limit must be a whole number');
    expect((await api.call('get_comment_by_news', { news_id: 1 }, { accessKey: 'wrong' })).status).toBe(401);
    const unknown = await api.call('get_comment_by_news', { news_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('News not found');
    const hidden = await insertStory(api, { status: 0 });
    expect((await api.call('get_comment_by_news', { news_id: hidden.id })).status).toBe(404);
    const expired = await insertStory(api, { showTill: '2001-01-01' });
    expect((await api.call('get_comment_by_news', { news_id: expired.slug })).status).toBe(404);
  });
});

describe('set_comment', () => {
  it('stores a top-level comment, counts it on the news and returns the refreshed list', async () => {
    const reader = await api.signedInUser({ name: 'Carol' });
    const story = await insertStory(api);
    const { status, body } = await api.call('set_comment', { news_id: story.id, message: '  Great read  ', parent_id: 0, language_id: api.base.en.id }, { method: 'POST', token: reader.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Comment added successfully', total: 1 });
    expect(body.data[0]).toMatchObject({ parent_id: 0, user_id: reader.id, news_id: story.id, message: 'Great read', name: 'Carol', like: '0', dislike: '0', replay: [] });
    expect(await totalCommentOf(api, story.id)).toBe(1);
    expect((await commentRow(api, body.data[0].id))).toMatchObject({ parentId: null, message: 'Great read', userId: reader.id });
  });

  it('clears the read cache, so anonymous readers see the new comment at once', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    expect((await api.call('get_comment_by_news', { news_id: story.id })).body.total).toBe(0);
    await api.call('set_comment', { news_id: story.id, message: 'Fresh' }, { method: 'POST', token: reader.token });
    expect((await api.call('get_comment_by_news', { news_id: story.id })).body.data[0].message).toBe('Fresh');
  });

  it('stores a comment as typed and answers it HTML-escaped, so no client can read it as markup', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    const typed = `<script>alert(1)</script><b>Bold</b> & "true" isn't <img src=x onerror=alert(1)>`;
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Bold&lt;/b&gt; &amp; "true" isn\'t &lt;img src=x onerror=alert(1)&gt;';
    const { body } = await api.call('set_comment', { news_id: story.slug, message: typed }, { method: 'POST', token: reader.token, json: true });
    expect(body.data[0].message).toBe(escaped);
    expect((await commentRow(api, body.data[0].id))!.message).toBe(typed);
    expect((await api.call('get_comment_by_news', { news_id: story.id })).body.data[0].message).toBe(escaped);
  });

  it('keeps escaped text escaped: entities typed at any depth come back as typed, never as a tag', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    // The filter this replaced unescaped four rounds deep and stored this one as a live <img>.
    const typed = '&amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;gt;';
    const { body } = await api.call('set_comment', { news_id: story.id, message: typed }, { method: 'POST', token: reader.token });
    expect(body.data[0].message).toBe('&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;');
    expect(typedText(body.data[0].message)).toBe(typed);
    expect((await commentRow(api, body.data[0].id))!.message).toBe(typed);
  });

  it('normalizes line endings and invisible control characters, and refuses a comment left empty', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    // (C0 controls but tab and line breaks are refused for every field before any endpoint runs.)
    const typed = 'One\r\nTwo\rThree\u007f\tTab\n\n\n\n\u009bEnd';
    const { body } = await api.call('set_comment', { news_id: story.id, message: typed }, { method: 'POST', token: reader.token, json: true });
    expect((await commentRow(api, body.data[0].id))!.message).toBe('One\nTwo\nThree\tTab\n\nEnd');
    const onlyControls = await api.call('set_comment', { news_id: story.id, message: '\u007f\u0085' }, { method: 'POST', token: reader.token, json: true });
    expect(onlyControls.status).toBe(400);
    expect(onlyControls.body.message).toBe('message must not be empty');
  });

  it('attaches a reply to a reply to the top-level comment and notifies the author replied to', async () => {
    const { alice, bob, story, older, earlyReply } = await discussedStory();
    const carol = await api.signedInUser({ name: 'Carol' });
    const before = await totalCommentOf(api, story.id);
    const { body } = await api.call('set_comment', { news_id: story.id, parent_id: earlyReply.id, message: 'Reply to Bob' }, { method: 'POST', token: carol.token });
    const thread = body.data.find((c: { id: number }) => c.id === older.id);
    const added = thread.replay.at(-1);
    expect(added).toMatchObject({ parent_id: older.id, message: 'Reply to Bob', user_id: carol.id, replay: [] });
    expect(await totalCommentOf(api, story.id)).toBe(before + 1);
    expect(await personalNotificationsOf(api, bob.id)).toEqual([
      expect.objectContaining({ senderId: carol.id, type: 'comment', newsId: story.id, commentId: added.id, message: 'Carol replied to your comment', readAt: null }),
    ]);
    expect(await personalNotificationsOf(api, alice.id)).toEqual([]);
  });

  it('does not notify a reader who replies to their own comment', async () => {
    const { alice, story, older } = await discussedStory();
    await api.call('set_comment', { news_id: story.id, parent_id: older.id, message: 'Me again' }, { method: 'POST', token: alice.token });
    expect(await personalNotificationsOf(api, alice.id)).toEqual([]);
  });

  it('refuses a parent of another news item (400) or an unknown parent (404)', async () => {
    const { alice, older } = await discussedStory();
    const elsewhere = await insertStory(api);
    const wrong = await api.call('set_comment', { news_id: elsewhere.id, parent_id: older.id, message: 'Hi' }, { method: 'POST', token: alice.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('parent_id must be a comment on the same news');
    const unknown = await api.call('set_comment', { news_id: elsewhere.id, parent_id: 999_999, message: 'Hi' }, { method: 'POST', token: alice.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Parent comment not found');
    expect(await totalCommentOf(api, elsewhere.id)).toBe(0);
  });

  it('refuses unknown, unapproved or expired news with 404, as if it did not exist', async () => {
    const reader = await api.signedInUser();
    const hidden = await insertStory(api, { status: 0 });
    const expired = await insertStory(api, { showTill: '2001-01-01' });
    for (const newsId of [999_999, hidden.id, expired.slug, 'no-such-story']) {
      const { status, body } = await api.call('set_comment', { news_id: newsId, message: 'Hi' }, { method: 'POST', token: reader.token });
      expect(status).toBe(404);
      expect(body.message).toBe('News not found');
    }
    expect(await totalCommentOf(api, hidden.id)).toBe(0);
    expect(await totalCommentOf(api, expired.id)).toBe(0);
  });

  it('validates its parameters with messages naming the field', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    const send = (params: Record<string, string | number>) => api.call('set_comment', params, { method: 'POST', token: reader.token });
    expect((await send({ message: 'Hi' })).body.message).toBe('news_id is required');
    expect((await send({ news_id: story.id })).body.message).toBe('message is required');
    expect((await send({ news_id: story.id, message: '   ' })).body.message).toBe('message must not be empty');
    expect((await send({ news_id: story.id, message: 'x'.repeat(2001) })).body.message).toBe('message must be at most 2000 characters');
    expect((await send({ news_id: story.id, message: 'Hi', parent_id: 'one' })).body.message).toBe('parent_id must be a whole number');
    expect((await send({ news_id: story.id, message: 'Hi', language_id: 'en' })).status).toBe(400);
    expect((await send({ news_id: story.id, message: 'x'.repeat(2000), parent_id: '' })).status).toBe(200);
  });

  it('needs a valid token and refuses a user_id that is not the caller', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    expect((await api.call('set_comment', { news_id: story.id, message: 'Hi' }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('set_comment', { news_id: story.id, message: 'Hi' }, { method: 'POST', token: 'y'.repeat(40) })).status).toBe(401);
    const other = await api.call('set_comment', { news_id: story.id, message: 'Hi', user_id: reader.id + 1000 }, { method: 'POST', token: reader.token });
    expect(other.status).toBe(403);
    expect((await api.call('set_comment', { news_id: story.id, message: 'Hi' }, { method: 'POST', token: reader.token, accessKey: null })).status).toBe(401);
    expect(await totalCommentOf(api, story.id)).toBe(0);
  });

  it('refuses with 403 while comments are turned off', async () => {
    const reader = await api.signedInUser();
    const story = await insertStory(api);
    await setSetting(api, 'comments_mode', '0');
    try {
      const { status, body } = await api.call('set_comment', { news_id: story.id, message: 'Hi' }, { method: 'POST', token: reader.token });
      expect(status).toBe(403);
      expect(body.message).toBe('Comments are turned off');
    } finally {
      await setSetting(api, 'comments_mode', '1');
    }
    expect(await totalCommentOf(api, story.id)).toBe(0);
  });

  it('limits how fast a reader posts (429)', async () => {
    const reader = await api.signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await api.call('set_comment', { news_id: 999_999, message: 'Hi' }, { method: 'POST', token: reader.token })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
