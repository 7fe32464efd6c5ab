import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertCommentAt, insertStory, insertUserNotification } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A reader with three unread notifications about comments on one story, and one of someone else's. */
async function inbox() {
  const reader = await api.signedInUser();
  const sender = await api.signedInUser({ name: 'Omar' });
  const story = await insertStory(api, { title: 'Tides' });
  const comment = await insertCommentAt(api, { newsId: story.id, userId: reader.id, message: 'First' }, 10);
  const file = (userId: number, senderId: number, commentId: number | null = comment.id) =>
    insertUserNotification(api, { userId, senderId, type: 'comment_like', message: 'Omar liked your comment "First"', newsId: story.id, commentId });
  const [first, second, third] = [await file(reader.id, sender.id), await file(reader.id, sender.id), await file(reader.id, sender.id, null)];
  const theirs = await file(sender.id, reader.id);
  return { reader, sender, story, comment, first: first!, second: second!, third: third!, theirs };
}

const markRead = (params: Record<string, string | number>, token?: string) => api.call('set_user_notification_read', params, { method: 'POST', token });
const listOf = async (token: string) => (await api.call('get_user_notification', {}, { token })).body;

describe('get_user_notification links and unread state', () => {
  it('answers the comment each notification is about, whether it was read, and the unread count', async () => {
    const { reader, comment, first, third } = await inbox();
    const body = await listOf(reader.token);
    expect(body.unread).toBe(3);
    const byId = new Map(body.data.map((n: { id: number }) => [n.id, n]));
    expect(byId.get(first.id)).toMatchObject({ comment_id: comment.id, is_read: '0' });
    expect(byId.get(third.id)).toMatchObject({ comment_id: 0, is_read: '0' });
  });

  it('counts every unread notification, not only the page', async () => {
    const { reader } = await inbox();
    const { body } = await api.call('get_user_notification', { limit: 1 }, { token: reader.token });
    expect(body).toMatchObject({ total: 3, unread: 3 });
    expect(body.data).toHaveLength(1);
  });

  it('answers comment_id 0 once the comment is deleted', async () => {
    const { reader, comment } = await inbox();
    await api.deps.db.delete(schema.comments).where(eq(schema.comments.id, comment.id));
    const body = await listOf(reader.token);
    expect(body.data.map((n: { comment_id: number }) => n.comment_id)).toEqual([0, 0, 0]);
  });
});

describe('set_user_notification_read', () => {
  it('marks the listed notifications read and answers the unread count left', async () => {
    const { reader, first, second } = await inbox();
    const { status, body } = await markRead({ id: `${first.id},${second.id}` }, reader.token);
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Notifications marked read', data: { unread: 1 } });
    const list = await listOf(reader.token);
    expect(list.unread).toBe(1);
    const read = list.data.filter((n: { is_read: string }) => n.is_read === '1').map((n: { id: number }) => n.id);
    expect(read.sort()).toEqual([first.id, second.id].sort());
  });

  it('marks all with all=1, keeps the first reading time, and leaves other readers alone', async () => {
    const { reader, sender, first } = await inbox();
    await markRead({ id: first.id }, reader.token);
    const [before] = await api.deps.db.select({ readAt: schema.userNotifications.readAt }).from(schema.userNotifications).where(eq(schema.userNotifications.id, first.id));
    expect((await markRead({ all: 1 }, reader.token)).body.data).toEqual({ unread: 0 });
    const [after] = await api.deps.db.select({ readAt: schema.userNotifications.readAt }).from(schema.userNotifications).where(eq(schema.userNotifications.id, first.id));
    expect(after!.readAt).toEqual(before!.readAt);
    expect((await listOf(sender.token)).unread).toBe(1);
  });

  it("refuses with 403 when any listed id is someone else's, and 404 for an unknown one, marking nothing", async () => {
    const { reader, first, theirs } = await inbox();
    const forbidden = await markRead({ id: `${first.id},${theirs.id}` }, reader.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You can mark only your own notifications read');
    const unknown = await markRead({ id: `${first.id},999999` }, reader.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Notification not found');
    expect((await listOf(reader.token)).unread).toBe(3);
  });

  it('validates its parameters and needs the reader', async () => {
    const { reader, sender, first } = await inbox();
    expect((await markRead({}, reader.token)).body.message).toBe('id is required');
    expect((await markRead({ id: '', all: '' }, reader.token)).body.message).toBe('id is required');
    expect((await markRead({ id: first.id, all: 1 }, reader.token)).body.message).toBe('all must not be sent with id');
    expect((await markRead({ all: 2 }, reader.token)).body.message).toBe('all must be one of 1');
    expect((await markRead({ id: 'x' }, reader.token)).body.message).toBe('id must be a comma separated list of ids');
    expect((await markRead({ id: first.id })).status).toBe(401);
    expect((await markRead({ id: first.id, user_id: sender.id }, reader.token)).status).toBe(403);
    expect((await listOf(reader.token)).unread).toBe(3);
  });

  it('answers its messages in the language of the call', async () => {
    const { reader, theirs } = await inbox();
    const ar = { language_id: api.base.ar.id };
    expect((await markRead({ all: 1, ...ar }, reader.token)).body.message).toBe('تم تعليم الإشعارات كمقروءة');
    expect((await markRead({ id: theirs.id, ...ar }, reader.token)).body.message).toBe('لا يمكنك تعليم إلا إشعاراتك كمقروءة');
  });
});
