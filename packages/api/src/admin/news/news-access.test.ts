import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

// Who may do what with stories, and the form's helpers (slug check, text images, preview).

let api: AdminTestApi;
let editor: StaffLogin;
let author: StaffLogin;
let otherAuthor: StaffLogin;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  author = await signedIn(api, 'author');
  otherAuthor = await signedIn(api, 'author');
  moderator = await signedIn(api, 'moderator');
});
afterAll(() => api.close());

async function create(login: StaffLogin, fields: Record<string, unknown> = {}) {
  const body = { language_id: api.base.en.id, category_id: api.base.categories[0]!.id, title: 'Harbour reopens after the storm', ...fields };
  return api.admin('POST', 'news', { login, body, files: { image: await testImage('png') } });
}

describe('who may do what', () => {
  it('an author writes drafts and submissions, never publishes, and sees only their own', async () => {
    expect((await create(author, { status: 'published' })).status).toBe(403);
    const own = (await create(author, { status: 'pending' })).body.data;
    expect(own.status).toBe('pending');
    const mine = await api.admin('GET', 'news', { login: author, query: { perPage: '100' } });
    expect(mine.body.data.map((item: { id: number }) => item.id)).toEqual([own.id]);
    expect((await api.admin('GET', `news/${own.id}`, { login: otherAuthor })).status).toBe(403);
    expect((await api.admin('PUT', `news/${own.id}`, { login: otherAuthor, body: { title: 'Mine now' } })).status).toBe(403);
    expect((await api.admin('POST', 'news/bulk-delete', { login: otherAuthor, body: { ids: [own.id] } })).body.data.ids).toEqual([]);
    expect((await api.admin('POST', `news/${own.id}/approve`, { login: author, body: {} })).status).toBe(403);
    await api.admin('POST', `news/${own.id}/approve`, { login: editor, body: {} });
    expect((await api.admin('PUT', `news/${own.id}`, { login: author, body: { title: 'After review' } })).status).toBe(403);
  });

  it('a moderator has no story routes', async () => {
    expect((await api.admin('GET', 'news', { login: moderator })).status).toBe(403);
    expect((await create(moderator)).status).toBe(403);
  });
});

describe('the form’s helpers', () => {
  it('checks a slug, stores text images and previews the text as readers get it', async () => {
    const free = await api.admin('GET', 'news/slug-check', { login: author, query: { slug: 'nobody-has-this' } });
    expect(free.body.data).toEqual({ slug: 'nobody-has-this', available: true, message: '' });
    await create(editor, { slug: 'harbour-reopens' });
    const taken = await api.admin('GET', 'news/slug-check', { login: author, query: { slug: 'harbour-reopens' } });
    expect(taken.body.data.available).toBe(false);
    const invalid = await api.admin('GET', 'news/slug-check', { login: author, query: { slug: 'Not A Slug' } });
    expect(invalid.body.data.available).toBe(false);

    const upload = await api.admin('POST', 'news/text-images', { login: author, files: { image: await testImage('png') } });
    expect(upload.status).toBe(201);
    expect(upload.body.data.src).toMatch(/^\/media\/news\//);
    const text = `<p>See</p><img src="${upload.body.data.src}" alt="x">`;
    const auditedBefore = await api.auditCount();
    const preview = await api.admin('POST', 'news/preview-text', { login: author, body: { description: `${text}<script>x</script>` } });
    // A preview changes nothing: the audit log stays free of one entry per keystroke pause.
    expect(await api.auditCount()).toBe(auditedBefore);
    expect(preview.body.data.html).toContain(`http://news.test${upload.body.data.src}`);
    expect(preview.body.data.html).not.toContain('<script');
    const saved = (await create(author, { description: text })).body.data;
    const [attached] = await api.deps.db.select().from(schema.newsTextImages).where(eq(schema.newsTextImages.newsId, saved.id));
    expect(attached).toMatchObject({ staffId: author.staff.id, userId: null });
  });
});
