import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
});
afterAll(() => api.close());

const item = (fields: Record<string, unknown> = {}) => ({ language_id: api.base.en.id, title: 'Bridge closed after crash', description: '<p>Developing.</p>', ...fields });
const publicTitles = async () => ((await api.call('get_breaking_news', { language_id: api.base.en.id })).body.data as { title: string }[]).map((entry) => entry.title);
const lastAudit = async () => (await api.deps.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1))[0];

describe('breaking news in the console', () => {
  it('creates an open item with its image, a slug from its title and a cleaned description; readers see it at once', async () => {
    const description = '<p onclick="x()">Roads <b>closed</b></p><script>alert(1)</script>';
    const created = await api.admin('POST', 'breaking-news', { login: editor, body: item({ description, meta_title: 'Bridge' }), files: { image: await testImage('png') } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'bridge-closed-after-crash', status: 1, content_type: 'standard_post', description: '<p>Roads <b>closed</b></p>', meta_title: 'Bridge' });
    expect(created.body.data.image).toMatch(/^http:\/\/news\.test\/media\/breaking\/.+\.webp$/);
    expect(await publicTitles()).toContain('Bridge closed after crash');
    expect(await lastAudit()).toMatchObject({ action: 'create', resource: 'breaking-news', recordId: String(created.body.data.id) });
    const again = await api.admin('POST', 'breaking-news', { login: editor, body: item() });
    expect(again.body.data.slug).toBe('bridge-closed-after-crash-2');
  });

  it('refuses a taken slug, a YouTube address naming no video, and an upload without its video, under their inputs', async () => {
    await api.admin('POST', 'breaking-news', { login: editor, body: item({ title: 'Taken', slug: 'taken-slug' }) });
    const taken = await api.admin('POST', 'breaking-news', { login: editor, body: item({ slug: 'taken-slug' }) });
    expect([taken.status, taken.body.errors]).toEqual([400, { slug: 'is already used by another breaking news item' }]);
    const youtube = await api.admin('POST', 'breaking-news', { login: editor, body: item({ content_type: 'video_youtube', content_value: 'https://example.com/watch' }) });
    expect([youtube.status, youtube.body.errors]).toEqual([400, { content_value: 'must be a YouTube video address' }]);
    const upload = await api.admin('POST', 'breaking-news', { login: editor, body: item({ content_type: 'video_upload' }) });
    expect([upload.status, upload.body.errors]).toEqual([400, { video: 'is required for an uploaded video' }]);
    const markup = await api.admin('POST', 'breaking-news', { login: editor, body: item({ schema_markup: 'not json' }) });
    expect([markup.status, markup.body.errors]).toEqual([400, { schema_markup: 'must be JSON-LD: a JSON object or list, alone or in its script element' }]);
    const language = await api.admin('POST', 'breaking-news', { login: editor, body: item({ language_id: 4040 }) });
    expect([language.status, language.body.errors]).toEqual([400, { language_id: 'is not a site language' }]);
  });

  it('edits, closes and reopens (one by one and in bulk), and lists with filters', async () => {
    const { body } = await api.admin('POST', 'breaking-news', { login: editor, body: item({ title: 'Power cut downtown', content_type: 'video_youtube', content_value: 'https://youtu.be/abc123def' }) });
    const id = body.data.id as number;
    const edited = await api.admin('PUT', `breaking-news/${id}`, { login: editor, body: item({ title: 'Power back downtown', slug: body.data.slug, status: 0 }) });
    expect(edited.body.data).toMatchObject({ title: 'Power back downtown', status: 0, content_type: 'standard_post', content_value: '' });
    expect(await lastAudit()).toMatchObject({ action: 'update', changes: { title: ['Power cut downtown', 'Power back downtown'], status: [1, 0] } });
    expect(await publicTitles()).not.toContain('Power back downtown');
    const closedList = await api.admin('GET', 'breaking-news', { login: editor, query: { filter: JSON.stringify({ status: 0, q: 'power' }) } });
    expect(closedList.body.data.map((entry: { id: number }) => entry.id)).toEqual([id]);
    const reopened = await api.admin('POST', 'breaking-news/bulk-status', { login: editor, body: { ids: [id], status: 1 } });
    expect(reopened.body.data).toEqual({ changed: 1 });
    expect(await publicTitles()).toContain('Power back downtown');
  });

  it('sends an open item as a push, and refuses a closed one', async () => {
    const { body } = await api.admin('POST', 'breaking-news', { login: editor, body: item({ title: 'Flood warning', status: 0 }) });
    const refused = await api.admin('POST', `breaking-news/${body.data.id}/push`, { login: editor, body: {} });
    expect(refused.status).toBe(400);
    await api.admin('POST', 'breaking-news/bulk-status', { login: editor, body: { ids: [body.data.id], status: 1 } });
    const sent = await api.admin('POST', `breaking-news/${body.data.id}/push`, { login: editor, body: {} });
    expect(sent.status).toBe(200);
    const [push] = await api.deps.db.select().from(schema.pushNotifications).where(eq(schema.pushNotifications.id, sent.body.data.notification_id));
    expect(push).toMatchObject({ kind: 'breaking', title: 'Flood warning' });
    expect(await lastAudit()).toMatchObject({ action: 'push', resource: 'breaking-news' });
  });

  it('deletes an item and its image', async () => {
    const { body } = await api.admin('POST', 'breaking-news', { login: editor, body: item({ title: 'Short lived' }), files: { image: await testImage('jpeg') } });
    const stored = (body.data.image as string).replace('http://news.test/media/', '');
    expect(await api.deps.media.read(stored)).not.toBeNull();
    expect((await api.admin('DELETE', `breaking-news/${body.data.id}`, { login: editor })).status).toBe(200);
    expect(await api.deps.media.read(stored)).toBeNull();
    expect((await api.admin('GET', `breaking-news/${body.data.id}`, { login: editor })).status).toBe(404);
  });

  it('is for administrators and editors only', async () => {
    for (const role of ['author', 'moderator'] as const) {
      const login = await signedIn(api, role);
      expect((await api.admin('GET', 'breaking-news', { login })).status).toBe(403);
      expect((await api.admin('POST', 'breaking-news', { login, body: item() })).status).toBe(403);
    }
    const administrator = await signedIn(api, 'administrator');
    expect((await api.admin('GET', 'breaking-news', { login: administrator })).status).toBe(200);
  });
});
