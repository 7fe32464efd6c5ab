import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerProfile, readerRecord } from '@newsroom/contract/admin/readers';
import { insertUserFootprint } from '../../../test/builders-users';
import { insertUser } from '../../../test/builders';
import { imageFile } from '../../../test/builders-news';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let chief: StaffLogin;
let editor: StaffLogin;
let moderator: StaffLogin;
let author: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  chief = await api.loginAs(await api.staffAccount('administrator'));
  editor = await api.loginAs(await api.staffAccount('editor'));
  moderator = await api.loginAs(await api.staffAccount('moderator'));
  author = await api.loginAs(await api.staffAccount('author'));
});
afterAll(() => api.close());

const list = (login: StaffLogin, filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
  api.admin('GET', 'readers', { login, query: { filter: JSON.stringify(filter), ...extra } });

describe('the reader list', () => {
  it('finds readers by name, email or phone, literally', async () => {
    const zoe = await insertUser(api.deps.db, { name: 'Zoë Quillfeather', email: 'zq@mail.example', mobile: '+33 6 12 34 56 78' });
    await insertUser(api.deps.db, { name: 'Percent 100%' });
    for (const q of ['quillfeather', 'ZQ@MAIL', '12 34 56']) {
      const found = await list(moderator, { q });
      expect(found.status).toBe(200);
      expect(found.body.data.map((row: { id: number }) => row.id), q).toEqual([zoe.id]);
    }
    expect((await list(moderator, { q: '100%' })).body.data).toHaveLength(1);
    expect((await list(moderator, { q: '_' })).body.data).toHaveLength(0);
    expect(readerRecord.parse((await list(moderator, { q: 'quillfeather' })).body.data[0])).toMatchObject({ active: true, role: 'reader', comment_banned_until: null });
  });

  it('filters by status, role and sign-up dates, sorts and pages', async () => {
    const gone = await insertUser(api.deps.db, { name: 'Aaron Gone', status: 0, role: 3, createdAt: new Date('2020-01-02T10:00:00Z') });
    const deactivated = await list(editor, { active: false, role: 'trusted_author' });
    expect(deactivated.body.data.map((row: { id: number }) => row.id)).toEqual([gone.id]);
    const dated = await list(editor, { from: '2020-01-01T00:00:00Z', to: '2020-01-02T23:59:59Z' });
    expect(dated.body.data.map((row: { id: number }) => row.id)).toEqual([gone.id]);
    const byName = await list(editor, {}, { sort: 'name', order: 'ASC', perPage: '1' });
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.total).toBeGreaterThan(1);
    const newest = await list(editor, {}, { perPage: '100' });
    const times = newest.body.data.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad input: unknown sort, filter or role', async () => {
    expect((await list(chief, {}, { sort: 'email' })).status).toBe(400);
    expect((await list(chief, { role: 'editor' })).status).toBe(400);
    expect((await list(chief, { password: 'x' })).status).toBe(400);
  });
});

describe('a reader’s profile', () => {
  it('counts what the reader did and shows their latest comments and stories', async () => {
    const f = await insertUserFootprint(api);
    const answer = await api.admin('GET', `readers/${f.doomed.id}`, { login: moderator });
    expect(answer.status).toBe(200);
    const profile = readerProfile.parse(answer.body.data);
    expect(profile.activity).toEqual({ comments: 2, story_likes: 1, comment_likes: 1, bookmarks: 2, stories: { pending: 0, published: 1, rejected: 0, draft: 0 } });
    expect(profile.recent_comments.map((comment) => comment.message).sort()).toEqual(['Mine', 'My reply']);
    expect(profile.recent_comments[0]).toMatchObject({ news_id: f.stories.newsroom.id, status: 'shown' });
    expect(profile.recent_stories).toEqual([expect.objectContaining({ id: f.stories.doomed.id, status: 'published' })]);
    expect(profile.profile).toMatch(/^http:\/\/news\.test\/media\/profiles\//);
    expect((await api.admin('GET', 'readers/2147483647', { login: moderator })).status).toBe(404);
  });
});

describe('the author role', () => {
  it('is granted and removed by editors, audited before and after', async () => {
    const reader = await api.signedInUser();
    const granted = await api.admin('PUT', `readers/${reader.id}/role`, { login: editor, body: { role: 'trusted_author' } });
    expect(granted.status).toBe(200);
    expect(granted.body.data.role).toBe('trusted_author');
    const audit = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ resource: 'readers', record_id: String(reader.id) }) } });
    expect(audit.body.data[0]).toMatchObject({ action: 'set_role', staff_id: editor.staff.id, changes: { role: ['reader', 'trusted_author'] } });
    // The reader's open session keeps working and sees the new role.
    const me = await api.call('get_user_by_id', {}, { token: reader.token });
    expect(me.body.data.role).toBe(3);
    expect((await api.admin('PUT', `readers/${reader.id}/role`, { login: chief, body: { role: 'reader' } })).body.data.role).toBe('reader');
  });

  it('applies to the reader’s live session at once, though the session cache had it', async () => {
    const reader = await api.signedInUser();
    const story = async () =>
      api.call(
        'set_news',
        { action_type: 1, language_id: api.base.en.id, category_id: api.base.categories[0]!.id, title: `A reader story ${reader.id}`, content_type: 'standard_post' },
        { token: reader.token, method: 'POST', files: { image: await imageFile('png') } },
      );
    expect((await story()).status).toBe(403);
    expect((await api.admin('PUT', `readers/${reader.id}/role`, { login: editor, body: { role: 'trusted_author' } })).status).toBe(200);
    const published = await story();
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe(1);
  });

  it('refuses the legacy admin role, an unknown role, moderators and authors', async () => {
    const reader = await insertUser(api.deps.db);
    for (const role of ['admin', 'editor', 2]) expect((await api.admin('PUT', `readers/${reader.id}/role`, { login: chief, body: { role } })).status).toBe(400);
    expect((await api.admin('PUT', `readers/${reader.id}/role`, { login: moderator, body: { role: 'author' } })).status).toBe(403);
    expect((await api.admin('PUT', `readers/${reader.id}/role`, { login: author, body: { role: 'author' } })).status).toBe(403);
    for (const path of ['readers', `readers/${reader.id}`]) expect((await api.admin('GET', path, { login: author })).status).toBe(403);
    expect((await api.admin('POST', `readers/${reader.id}/deactivate`, { login: author, body: {} })).status).toBe(403);
    expect((await api.admin('DELETE', `readers/${reader.id}`, { login: moderator })).status).toBe(403);
    expect((await api.admin('DELETE', `readers/${reader.id}`, { login: editor })).status).toBe(403);
  });
});
