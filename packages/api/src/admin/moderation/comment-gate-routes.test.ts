// Bans and pre-moderation: what moderators set in the console, as readers then meet it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertCommentAt, insertStory, insertThread, personalNotificationsOf, setSetting, totalCommentOf } from '../../../test/builders-comments';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  moderator = await api.loginAs(await api.staffAccount('moderator'));
});
afterAll(() => api.close());

const thread = () => insertThread(api);

/** The setting is new (issue 16): a fresh site has no row for it yet. */
async function premoderation(value: '0' | '1') {
  await api.deps.db.insert(schema.settings).values({ key: 'comment_premoderation', value }).onConflictDoNothing();
  await setSetting(api, 'comment_premoderation', value);
}

const auditOf = async (action: string) => {
  const [entry] = await api.deps.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(schema.auditLog.id);
  return entry;
};

describe('pre-moderation', () => {
  it('holds a new reader’s comment; approving shows it, counts it and notifies the writer replied to', async () => {
    await premoderation('1');
    try {
      const { story, top, writer } = await thread();
      const newcomer = await api.signedInUser();
      const sent = await api.call('set_comment', { news_id: story.id, parent_id: top.id, message: 'First words' }, { method: 'POST', token: newcomer.token });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe('Thank you: your comment will appear once a moderator approves it');
      const replies = sent.body.data.flatMap((comment: { replay: { message: string }[] }) => comment.replay.map((item) => item.message));
      expect(replies).not.toContain('First words');
      expect(await totalCommentOf(api, story.id)).toBe(3);
      const [waiting] = await api.deps.db.select().from(schema.comments).where(eq(schema.comments.userId, newcomer.id));
      expect(waiting!.status).toBe(2);
      expect(await personalNotificationsOf(api, writer.id)).toEqual([]);

      expect((await api.admin('POST', 'comments/approve', { login: moderator, body: { ids: [waiting!.id] } })).status).toBe(200);
      expect(await totalCommentOf(api, story.id)).toBe(4);
      const notices = await personalNotificationsOf(api, writer.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ senderId: newcomer.id, type: 'comment', commentId: waiting!.id });
    } finally {
      await premoderation('0');
    }
  });

  it('lets a known reader (an older account with shown comments) through', async () => {
    await premoderation('1');
    try {
      const story = await insertStory(api);
      const known = await api.signedInUser({ createdAt: new Date(Date.now() - 30 * 86_400_000) });
      for (const minutes of [9, 8, 7]) await insertCommentAt(api, { newsId: story.id, userId: known.id, message: `Earlier ${minutes}` }, minutes);
      const sent = await api.call('set_comment', { news_id: story.id, parent_id: 0, message: 'Trusted words' }, { method: 'POST', token: known.token });
      expect(sent.body.message).toBe('Comment added successfully');
      expect(sent.body.data[0].message).toBe('Trusted words');
    } finally {
      await premoderation('0');
    }
  });
});

describe('comment bans', () => {
  it('bars a reader until a time, with a clear refusal in the reader’s language; lifting it lets them comment', async () => {
    const { story, writer } = await thread();
    const until = new Date(Date.now() + 7 * 86_400_000);
    const banned = await api.admin('PUT', `readers/${writer.id}/comment-ban`, { login: moderator, body: { until: until.toISOString(), reason: 'Insults' } });
    expect(banned.status).toBe(200);
    expect(banned.body.data).toEqual({ id: writer.id, comment_banned_until: until.toISOString() });
    const entry = await auditOf('comment_ban');
    expect(entry!.changes).toMatchObject({ comment_banned_until: [null, until.toISOString()], reason: [null, 'Insults'] });

    const refused = await api.call('set_comment', { news_id: story.id, parent_id: 0, message: 'Again' }, { method: 'POST', token: writer.token });
    expect(refused.status).toBe(403);
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
    expect(refused.body.message).toMatch(new RegExp(`^You may not comment until ${day}`));
    const arabic = await api.call('set_comment', { news_id: story.id, parent_id: 0, message: 'Again', language_id: api.base.ar.id }, { method: 'POST', token: writer.token });
    expect(arabic.body.message).not.toMatch(/^You may not/);

    expect((await api.admin('DELETE', `readers/${writer.id}/comment-ban`, { login: moderator })).status).toBe(200);
    const again = await api.call('set_comment', { news_id: story.id, parent_id: 0, message: 'Sorry' }, { method: 'POST', token: writer.token });
    expect(again.status).toBe(200);
  });

  it('bars for good, refuses a past time or a missing one, and an unknown reader', async () => {
    const { story, writer } = await thread();
    const forever = await api.admin('PUT', `readers/${writer.id}/comment-ban`, { login: moderator, body: { forever: true } });
    expect(forever.body.data.comment_banned_until).toBe('9999-12-31T00:00:00.000Z');
    const refused = await api.call('set_comment', { news_id: story.id, parent_id: 0, message: 'Again' }, { method: 'POST', token: writer.token });
    expect(refused.body.message).toBe('You may not comment on this site');
    const past = await api.admin('PUT', `readers/${writer.id}/comment-ban`, { login: moderator, body: { until: '2020-01-01T00:00:00.000Z' } });
    expect(past.status).toBe(400);
    expect(past.body.errors.until).toBeTruthy();
    expect((await api.admin('PUT', `readers/${writer.id}/comment-ban`, { login: moderator, body: {} })).body.errors.until).toBeTruthy();
    expect((await api.admin('PUT', 'readers/999999/comment-ban', { login: moderator, body: { forever: true } })).status).toBe(404);
  });
});
