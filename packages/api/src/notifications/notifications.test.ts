import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertNotification, insertStory, insertUserNotification, personalNotificationsOf } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('get_notification', () => {
  it('lists the language’s notifications newest first, with linked news and category', async () => {
    const story = await insertStory(api, { title: 'Vote count' });
    const category = api.base.categories[0]!;
    const linked = await insertNotification(api, {
      title: 'Results', type: 'category', categoryId: category.id, subcategoryId: category.subcategories[0]!.id,
      newsId: story.id, image: 'notifications/results.webp', sentAt: minutesAgo(1),
    });
    const plain = await insertNotification(api, { title: 'Welcome', sentAt: minutesAgo(60) });
    await insertNotification(api, { title: 'Later', sentAt: new Date(Date.now() + 3_600_000) });
    await insertNotification(api, { title: 'Arabic', languageId: api.base.ar.id });

    const { status, body } = await api.call('get_notification', { language_id: api.base.en.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Notifications fetched successfully', total: 2 });
    expect(body.data[0]).toEqual({
      id: linked.id, language_id: api.base.en.id, category_id: String(category.id), subcategory_id: category.subcategories[0]!.id,
      news_id: story.id, title: 'Results', message: 'About Results', type: 'category',
      image: 'http://news.test/media/notifications/results.webp', date_sent: expect.stringMatching(DATE),
      news: { id: story.id, title: 'Vote count', slug: story.slug }, category: { id: category.id, category_name: 'Politics' },
    });
    expect(body.data[1]).toEqual({
      id: plain.id, language_id: api.base.en.id, category_id: '0', subcategory_id: 0, news_id: 0, title: 'Welcome',
      message: 'About Welcome', type: 'default', image: '', date_sent: expect.stringMatching(DATE),
      news: { id: 0, title: '', slug: '' }, category: { id: 0, category_name: '' },
    });
  });

  it('uses the default language when none is given, and pages with the total', async () => {
    const all = await api.call('get_notification');
    expect(all.body.total).toBe(2);
    const page = await api.call('get_notification', { offset: 1, limit: 1 });
    expect(page.body.total).toBe(2);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].title).toBe('Welcome');
  });

  it('answers No Data Found for a language without notifications, 404 for an unknown one', async () => {
    await api.deps.db.delete(schema.notifications).where(eq(schema.notifications.languageId, api.base.ar.id));
    const { status, body } = await api.call('get_notification', { language_id: api.base.ar.id });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    expect((await api.call('get_notification', { language_id: 999_999 })).status).toBe(404);
  });

  it('checks its parameters and the access key', async () => {
    expect((await api.call('get_notification', { language_id: 'en' })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_notification', { offset: -1 })).status).toBe(400);
    expect((await api.call('get_notification', {}, { accessKey: 'wrong' })).status).toBe(401);
  });
});

async function inbox() {
  const reader = await api.signedInUser();
  const sender = await api.signedInUser({ name: 'Eve', profile: 'profiles/eve.webp' });
  const story = await insertStory(api, { title: 'Budget' });
  const older = await insertUserNotification(api, { userId: reader.id, senderId: sender.id, type: 'comment', message: 'Eve replied to your comment', newsId: story.id, createdAt: minutesAgo(30) });
  const newer = await insertUserNotification(api, { userId: reader.id, senderId: sender.id, type: 'comment_like', message: 'Eve liked your comment', newsId: story.id, createdAt: minutesAgo(5) });
  const theirs = await insertUserNotification(api, { userId: sender.id, senderId: reader.id, type: 'comment', message: 'x', newsId: story.id });
  return { reader, sender, story, older, newer, theirs };
}

describe('get_user_notification', () => {
  it("lists the caller's own notifications newest first, with sender and news", async () => {
    const { reader, sender, story, older, newer } = await inbox();
    const { status, body } = await api.call('get_user_notification', { user_id: reader.id }, { token: reader.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Notifications fetched successfully', total: 2, unread: 2 });
    expect(body.data.map((n: { id: number }) => n.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual({
      id: newer.id, user_id: reader.id, sender_id: sender.id, type: 'comment_like', message: 'Eve liked your comment',
      date: expect.stringMatching(DATE), news_id: story.id,
      sender: { id: sender.id, name: 'Eve', profile: 'http://news.test/media/profiles/eve.webp' },
      news: { id: story.id, title: 'Budget', slug: story.slug }, comment_id: 0, is_read: '0',
    });
  });

  it("words the notifications in the reader's language, names and quotes kept as written", async () => {
    const reader = await api.signedInUser();
    const sender = await api.signedInUser({ name: 'Kenji Watanabe' });
    const story = await insertStory(api, { title: 'Harbour' });
    await insertUserNotification(api, { userId: reader.id, senderId: sender.id, type: 'comment', message: 'Kenji Watanabe replied to your comment', newsId: story.id, createdAt: minutesAgo(9) });
    await insertUserNotification(api, { userId: reader.id, senderId: sender.id, type: 'comment_like', message: 'Kenji Watanabe liked your comment "Great read"', newsId: story.id, createdAt: minutesAgo(1) });
    const messages = async (languageId?: number) =>
      (await api.call('get_user_notification', languageId ? { language_id: languageId } : {}, { token: reader.token })).body.data.map((n: { message: string }) => n.message);
    expect(await messages(api.base.ar.id)).toEqual(['أُعجب Kenji Watanabe بتعليقك «Great read»', 'ردّ Kenji Watanabe على تعليقك']);
    expect(await messages()).toEqual(['Kenji Watanabe liked your comment "Great read"', 'Kenji Watanabe replied to your comment']);
  });

  it('pages with the total, and answers No Data Found for an empty inbox', async () => {
    const { reader, older } = await inbox();
    const page = await api.call('get_user_notification', { offset: 1, limit: 1 }, { token: reader.token });
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((n: { id: number }) => n.id)).toEqual([older.id]);
    const empty = await api.signedInUser();
    expect((await api.call('get_user_notification', {}, { token: empty.token })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('needs a valid token and refuses another user_id', async () => {
    const { reader, sender } = await inbox();
    expect((await api.call('get_user_notification')).status).toBe(401);
    expect((await api.call('get_user_notification', {}, { token: 'n'.repeat(40) })).status).toBe(401);
    expect((await api.call('get_user_notification', { user_id: sender.id }, { token: reader.token })).status).toBe(403);
    expect((await api.call('get_user_notification', { limit: 'ten' }, { token: reader.token })).body.message).toBe('limit must be a whole number');
    expect((await api.call('get_user_notification', {}, { token: reader.token, accessKey: null })).status).toBe(401);
  });
});

describe('delete_user_notification', () => {
  it("deletes the listed notifications of the caller", async () => {
    const { reader, older, newer, theirs, sender } = await inbox();
    const { status, body } = await api.call('delete_user_notification', { id: `${older.id}, ${newer.id}` }, { method: 'POST', token: reader.token });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Notification deleted successfully', data: [] });
    expect(await personalNotificationsOf(api, reader.id)).toEqual([]);
    expect((await personalNotificationsOf(api, sender.id)).map((n) => n.id)).toEqual([theirs.id]);
  });

  it("refuses with 403 when any listed id is someone else's, deleting nothing", async () => {
    const { reader, older, theirs } = await inbox();
    const { status, body } = await api.call('delete_user_notification', { id: `${older.id},${theirs.id}` }, { method: 'POST', token: reader.token });
    expect(status).toBe(403);
    expect(body.message).toBe('You can delete only your own notifications');
    const left = await api.deps.db.select().from(schema.userNotifications).where(inArray(schema.userNotifications.id, [older.id, theirs.id]));
    expect(left).toHaveLength(2);
  });

  it('answers 404 for unknown ids, deleting nothing', async () => {
    const { reader, older } = await inbox();
    const { status, body } = await api.call('delete_user_notification', { id: `${older.id},999999` }, { method: 'POST', token: reader.token });
    expect(status).toBe(404);
    expect(body.message).toBe('Notification not found');
    expect(await personalNotificationsOf(api, reader.id)).toHaveLength(2);
  });

  it('validates id, the token and user_id', async () => {
    const { reader, older, sender } = await inbox();
    const send = (params: Record<string, string | number>, token?: string) => api.call('delete_user_notification', params, { method: 'POST', token });
    expect((await send({}, reader.token)).body.message).toBe('id is required');
    expect((await send({ id: 'a,b' }, reader.token)).body.message).toBe('id must be a comma separated list of ids');
    expect((await send({ id: ',' }, reader.token)).body.message).toBe('id must list at least one id');
    expect((await send({ id: older.id })).status).toBe(401);
    expect((await send({ id: older.id, user_id: sender.id }, reader.token)).status).toBe(403);
    expect(await personalNotificationsOf(api, reader.id)).toHaveLength(2);
  });
});
