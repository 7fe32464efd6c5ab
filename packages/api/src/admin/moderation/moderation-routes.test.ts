import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { moderatedCommentRecord } from '@newsroom/contract/admin/moderation';
import { commentRow, insertThread, totalCommentOf } from '../../../test/builders-comments';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  moderator = await api.loginAs(await api.staffAccount('moderator'));
});
afterAll(() => api.close());

const thread = () => insertThread(api);

const flag = (readerId: number, commentId: number, newsId: number, reason: string) =>
  api.deps.db.insert(schema.commentFlags).values({ userId: readerId, commentId, newsId, message: reason });

const auditOf = async (action: string) => {
  const [entry] = await api.deps.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(schema.auditLog.id);
  return entry;
};

describe('the flag queue', () => {
  it('lists each reported comment once with every reason, the latest report first', async () => {
    const { story, top, other, replier, writer } = await thread();
    const third = await api.signedInUser();
    await flag(replier.id, top.id, story.id, 'Rude');
    await flag(third.id, top.id, story.id, 'Spam');
    await flag(third.id, other.id, story.id, 'Off topic');
    const queue = await api.admin('GET', 'comment-flags', { login: moderator, query: { filter: JSON.stringify({ news_id: story.id }) } });
    expect(queue.status).toBe(200);
    expect(queue.body.total).toBe(2);
    const rows = queue.body.data.map((row: unknown) => moderatedCommentRecord.parse(row));
    expect(rows.map((row: { id: number }) => row.id)).toEqual([other.id, top.id]);
    const first = rows[1]!;
    expect(first).toMatchObject({ flag_count: 2, status: 'shown', user_id: writer.id, news_id: story.id, story_path: `/news/${story.slug}#comment-${top.id}` });
    expect(first.flags.map((entry: { reason: string }) => entry.reason).sort()).toEqual(['Rude', 'Spam']);
  });

  it('approve clears the reports and shows a hidden comment again', async () => {
    const { story, top, replier } = await thread();
    await flag(replier.id, top.id, story.id, 'Rude');
    await api.deps.db.update(schema.comments).set({ status: 0 }).where(eq(schema.comments.id, top.id));
    const approved = await api.admin('POST', 'comments/approve', { login: moderator, body: { ids: [top.id] } });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ count: 1 });
    expect((await commentRow(api, top.id))!.status).toBe(1);
    expect(await api.deps.db.select().from(schema.commentFlags).where(eq(schema.commentFlags.commentId, top.id))).toEqual([]);
    expect((await auditOf('approve'))!.changes).toMatchObject({ [String(top.id)]: [0, 1] });
  });

  it('hide takes a comment and its thread out of readers’ lists and counts, and clears its reports', async () => {
    const { story, top, other, replier } = await thread();
    await flag(replier.id, top.id, story.id, 'Rude');
    expect(await totalCommentOf(api, story.id)).toBe(3);
    const hidden = await api.admin('POST', 'comments/hide', { login: moderator, body: { ids: [top.id] } });
    expect(hidden.status).toBe(200);
    expect((await commentRow(api, top.id))!.status).toBe(0);
    expect(await totalCommentOf(api, story.id)).toBe(1);
    const list = await api.call('get_comment_by_news', { news_id: story.id });
    expect(list.body.data.map((comment: { id: number }) => comment.id)).toEqual([other.id]);
    expect(list.body.total).toBe(1);
    const queue = await api.admin('GET', 'comment-flags', { login: moderator, query: { filter: JSON.stringify({ id: [top.id] }) } });
    expect(queue.body.data).toEqual([]);
  });

  it('delete removes comments with their replies, in one request, and recounts', async () => {
    const { story, top, reply, other } = await thread();
    const deleted = await api.admin('POST', 'comments/delete', { login: moderator, body: { ids: [top.id, other.id] } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ count: 3 });
    for (const gone of [top, reply, other]) expect(await commentRow(api, gone.id)).toBeUndefined();
    expect(await totalCommentOf(api, story.id)).toBe(0);
    expect((await auditOf('delete'))!.changes).toMatchObject({ [String(top.id)]: ['You are all wrong', null] });
  });

  it('answers 404 for unknown comments and 400 for bad input', async () => {
    expect((await api.admin('POST', 'comments/hide', { login: moderator, body: { ids: [999_999] } })).status).toBe(404);
    const empty = await api.admin('POST', 'comments/approve', { login: moderator, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.ids).toBeTruthy();
    expect((await api.admin('GET', 'comments', { login: moderator, query: { filter: '{"status":"gone"}' } })).status).toBe(400);
    expect((await api.admin('GET', 'comments/999999', { login: moderator })).status).toBe(404);
  });

  it('refuses authors on every moderation route; editors and administrators may', async () => {
    const author = await api.loginAs(await api.staffAccount('author'));
    const { top } = await thread();
    expect((await api.admin('GET', 'comment-flags', { login: author })).status).toBe(403);
    expect((await api.admin('POST', 'comments/hide', { login: author, body: { ids: [top.id] } })).status).toBe(403);
    expect((await commentRow(api, top.id))!.status).toBe(1);
    const editor = await api.loginAs(await api.staffAccount('editor'));
    expect((await api.admin('GET', 'comments', { login: editor })).status).toBe(200);
  });
});

describe('the comment list', () => {
  it('filters by story, writer, status and words', async () => {
    const { story, top, reply, writer } = await thread();
    const ask = async (filter: object) => {
      const answer = await api.admin('GET', 'comments', { login: moderator, query: { filter: JSON.stringify({ news_id: story.id, ...filter }), sort: 'created_at', order: 'ASC' } });
      expect(answer.status).toBe(200);
      return answer.body.data.map((row: { id: number }) => row.id);
    };
    expect(await ask({})).toHaveLength(3);
    expect(await ask({ user_id: writer.id })).toEqual([top.id]);
    expect(await ask({ q: 'no' })).toEqual([reply.id]);
    await api.deps.db.update(schema.comments).set({ status: 2 }).where(eq(schema.comments.id, reply.id));
    expect(await ask({ status: 'waiting' })).toEqual([reply.id]);
    const one = await api.admin('GET', `comments/${reply.id}`, { login: moderator });
    expect(moderatedCommentRecord.parse(one.body.data)).toMatchObject({ id: reply.id, parent_id: top.id, status: 'waiting' });
  });
});
