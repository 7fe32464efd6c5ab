import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertComment, insertNews, newsStatsOf } from '../../test/builders';
import { insertUserFootprint } from '../../test/builders-users';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Every row anywhere that still points at the user. */
async function rowsOf(userId: number) {
  const { db } = api.deps;
  return {
    users: await db.select().from(schema.users).where(eq(schema.users.id, userId)),
    sessions: await db.select().from(schema.userSessions).where(eq(schema.userSessions.userId, userId)),
    categories: await db.select().from(schema.userCategories).where(eq(schema.userCategories.userId, userId)),
    news: await db.select().from(schema.news).where(eq(schema.news.userId, userId)),
    comments: await db.select().from(schema.comments).where(eq(schema.comments.userId, userId)),
    commentReactions: await db.select().from(schema.commentReactions).where(eq(schema.commentReactions.userId, userId)),
    flags: await db.select().from(schema.commentFlags).where(eq(schema.commentFlags.userId, userId)),
    newsReactions: await db.select().from(schema.newsReactions).where(eq(schema.newsReactions.userId, userId)),
    bookmarks: await db.select().from(schema.bookmarks).where(eq(schema.bookmarks.userId, userId)),
    notifications: await db
      .select()
      .from(schema.userNotifications)
      .where(or(eq(schema.userNotifications.userId, userId), eq(schema.userNotifications.senderId, userId))),
    devices: await db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.userId, userId)),
  };
}

const newsRow = async (id: number) => (await api.deps.db.select().from(schema.news).where(eq(schema.news.id, id)))[0];
const commentRow = async (id: number) => (await api.deps.db.select().from(schema.comments).where(eq(schema.comments.id, id)))[0];

describe('delete_user', () => {
  it('deletes the account and everything it owns, correcting the counters it touched', async () => {
    const f = await insertUserFootprint(api);
    const { status, body } = await api.call('delete_user', { user_id: f.doomed.id }, { token: f.doomed.token, method: 'POST' });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Account deleted successfully', data: {} });

    const left = await rowsOf(f.doomed.id);
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);

    // Its news went with it, with the comments others wrote there.
    expect(await newsRow(f.stories.doomed.id)).toBeUndefined();
    expect(await commentRow(f.comments.commentOnDoomedStory.id)).toBeUndefined();
    // Replies others wrote to its comments went too; the other reader's own comment stays.
    expect(await commentRow(f.comments.replyOnDoomedComment.id)).toBeUndefined();
    expect(await commentRow(f.comments.otherComment.id)).toMatchObject({ totalLike: 0, totalDislike: 0 });

    expect(await newsStatsOf(api.deps.db, f.stories.newsroom.id)).toMatchObject({ totalComment: 1, totalLike: 1, totalDislike: 0, totalBookmark: 1 });
    expect(await newsStatsOf(api.deps.db, f.stories.other.id)).toMatchObject({ totalDislike: 0, totalBookmark: 0 });

    // The other reader keeps everything of their own.
    const kept = await rowsOf(f.other.id);
    expect(kept.users).toHaveLength(1);
    expect(kept.newsReactions).toHaveLength(1);
    expect(kept.bookmarks).toHaveLength(1);
    expect(kept.comments.map((comment) => comment.id)).toEqual([f.comments.otherComment.id]);
    expect(kept.devices).toHaveLength(1);
    expect((await api.call('get_user_by_id', {}, { token: f.other.token })).status).toBe(200);

    // Stored media of the account and its news are gone.
    for (const path of [f.files.doomedImage, f.files.doomedExtra]) expect(await api.deps.media.read(path)).toBeNull();
  });

  it('takes from the story count only the comments readers were counted: not hidden or waiting ones', async () => {
    const { db } = api.deps;
    const doomed = await api.signedInUser();
    const other = await api.signedInUser();
    const story = await insertNews(db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
    await insertComment(db, { newsId: story.id, userId: other.id, message: 'Shown, theirs' });
    await insertComment(db, { newsId: story.id, userId: doomed.id, message: 'Shown, mine' });
    await insertComment(db, { newsId: story.id, userId: doomed.id, message: 'Hidden by a moderator', status: 0 });
    await insertComment(db, { newsId: story.id, userId: doomed.id, message: 'Waiting for a moderator', status: 2 });
    await db.update(schema.newsStats).set({ totalComment: 2 }).where(eq(schema.newsStats.newsId, story.id));

    expect((await api.call('delete_user', { user_id: doomed.id }, { token: doomed.token, method: 'POST' })).status).toBe(200);
    expect(await newsStatsOf(db, story.id)).toMatchObject({ totalComment: 1 });
  });

  it('revokes every token of the account', async () => {
    const f = await insertUserFootprint(api);
    await api.call('delete_user', {}, { token: f.doomed.token, method: 'POST' });
    for (const token of [f.doomed.token, f.doomed.secondToken]) {
      const { status } = await api.call('get_user_by_id', {}, { token });
      expect(status).toBe(401);
    }
    expect((await api.call('delete_user', {}, { token: f.doomed.token, method: 'POST' })).status).toBe(401);
  });

  it('removes the stored profile picture', async () => {
    const reader = await api.signedInUser();
    const profile = await api.deps.media.save('profiles', 'webp', new Uint8Array([1]));
    await api.deps.db.update(schema.users).set({ profile }).where(eq(schema.users.id, reader.id));
    expect((await api.call('delete_user', {}, { token: reader.token, method: 'POST', json: true })).status).toBe(200);
    expect(await api.deps.media.read(profile)).toBeNull();
  });

  it("refuses to delete someone else's account (403) and deletes nothing", async () => {
    const f = await insertUserFootprint(api);
    const { status, body } = await api.call('delete_user', { user_id: f.other.id }, { token: f.doomed.token, method: 'POST' });
    expect(status).toBe(403);
    expect(body.message).toBe('user_id does not match the signed-in user');
    expect((await rowsOf(f.other.id)).users).toHaveLength(1);
    expect((await rowsOf(f.doomed.id)).comments).toHaveLength(2);
  });

  it('needs a valid token and access key', async () => {
    const reader = await api.signedInUser();
    expect((await api.call('delete_user', {}, { method: 'POST' })).status).toBe(401);
    expect((await api.call('delete_user', {}, { method: 'POST', token: 'not-a-valid-token-1234567' })).status).toBe(401);
    expect((await api.call('delete_user', {}, { method: 'POST', token: reader.token, accessKey: 'nope' })).status).toBe(401);
    const ids = await api.deps.db.select({ id: schema.users.id }).from(schema.users).where(inArray(schema.users.id, [reader.id]));
    expect(ids).toHaveLength(1);
  });
});
