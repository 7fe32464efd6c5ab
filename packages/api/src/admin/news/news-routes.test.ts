import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { adminNewsRecord, newsUpdateBody } from '@newsroom/contract/admin/news';
import { insertStory } from '../../../test/builders-comments';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
});
afterAll(() => api.close());

const story = (fields: Record<string, unknown> = {}) => ({
  language_id: api.base.en.id,
  category_id: api.base.categories[0]!.id,
  title: 'Harbour reopens after the storm',
  description: '<p>The boats are <b>back</b>.</p><script>alert(1)</script>',
  ...fields,
});

async function create(login: StaffLogin, fields: Record<string, unknown> = {}, files: Record<string, File | File[]> = {}) {
  return api.admin('POST', 'news', { login, body: story(fields), files: { image: await testImage('png'), ...files } });
}

const storedFiles = async (id: number) => {
  const [row] = await api.deps.db.select().from(schema.news).where(eq(schema.news.id, id));
  return row!;
};

describe('writing stories in the console', () => {
  it('creates a story with every field, files included, through set_news’s own checks', async () => {
    const [category] = api.base.categories;
    const created = await create(
      editor,
      {
        subcategory_id: category!.subcategories[0]!.id, tag_ids: [api.base.tags[0]!.id], location_id: api.base.locations[0]!.id,
        slug: 'harbour-reopens', content_type: 'video_youtube', content_data: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        meta_title: 'Harbour', meta_description: 'The harbour reopens', meta_keyword: 'harbour, storm', show_till: '2999-01-01', status: 'published',
      },
      { gallery: [await testImage('jpeg'), await testImage('png')] },
    );
    expect(created.status).toBe(201);
    const record = adminNewsRecord.parse(created.body.data);
    expect(record).toMatchObject({ slug: 'harbour-reopens', status: 'published', state: 'published', content_type: 'video_youtube', show_till: '2999-01-01', tag_ids: [api.base.tags[0]!.id] });
    expect(record.writer).toMatchObject({ kind: 'staff', id: editor.staff.id });
    expect(record.description).not.toContain('<script');
    expect(record.gallery).toHaveLength(2);
    expect(record.image).toMatch(/^http:\/\/news\.test\/media\/news\/.+\.webp$/);
    const readers = await api.call('get_news', { language_id: api.base.en.id, slug: 'harbour-reopens' });
    expect(readers.body.data[0].title).toBe('Harbour reopens after the storm');
  });

  it('refuses bad input with messages under the fields, and a missing image', async () => {
    const bad = await create(editor, { title: '', show_till: '2024-02-30', tag_ids: Array.from({ length: 21 }, (_, i) => i + 1), status: 'rejected' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'show_till', 'tag_ids', 'status']));
    const noImage = await api.admin('POST', 'news', { login: editor, body: story() });
    expect(noImage).toMatchObject({ status: 400, body: { message: 'image is required' } });
    const wrongCategory = await create(editor, { category_id: api.base.arCategory.id });
    expect(wrongCategory.status).toBe(400);
    const taken = await create(editor, { slug: 'harbour-reopens' });
    expect(taken.status).toBe(409);
  });

  it('updates a story, refuses a stale version, orders and removes gallery images', async () => {
    const { data } = (await create(editor, { status: 'draft' }, { gallery: [await testImage('png'), await testImage('png')] })).body;
    const [first, second] = data.gallery;
    const updated = await api.admin('PUT', `news/${data.id}`, { login: editor, body: { title: 'Retitled', gallery_order: [second.id, first.id], updated_at: data.updated_at } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Retitled', status: 'draft' });
    expect(updated.body.data.gallery.map((image: { id: number }) => image.id)).toEqual([second.id, first.id]);
    const stale = await api.admin('PUT', `news/${data.id}`, { login: editor, body: { title: 'Again', updated_at: data.updated_at } });
    expect(stale.status).toBe(409);
    const removed = await api.admin('DELETE', `news/${data.id}/images/${first.id}`, { login: editor });
    expect(removed.body.data.gallery).toEqual([expect.objectContaining({ id: second.id })]);
    const audit = await api.admin('GET', 'audit-log', { login: await signedIn(api, 'administrator'), query: { filter: JSON.stringify({ resource: 'news', record_id: String(data.id), action: 'update' }) } });
    expect(audit.body.data[0].changes.title).toEqual(['Harbour reopens after the storm', 'Retitled']);
  });

  it('saves the record sent back whole, as the console’s form does', async () => {
    const asForm = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => key in newsUpdateBody.shape));
    const old = await insertStory(api, { status: 3, slug: 'old-draft', publishedAt: new Date(Date.now() - 2 * 86_400_000), showTill: '2020-01-01' });
    const record = (await api.admin('GET', `news/${old.id}`, { login: editor })).body.data;
    const saved = await api.admin('PUT', `news/${old.id}`, { login: editor, body: { ...asForm(record), status: 'published' } });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.data.published_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.body.data).toMatchObject({ show_till: '2020-01-01', state: 'expired' });
    const rejected = await insertStory(api, { status: 2, slug: 'was-rejected', rejectionReason: 'Too short' });
    const again = (await api.admin('GET', `news/${rejected.id}`, { login: editor })).body.data;
    expect((await api.admin('PUT', `news/${rejected.id}`, { login: editor, body: { ...asForm(again), title: 'Longer now' } })).body.data.status).toBe('rejected');
    const draft = await api.admin('PUT', `news/${old.id}`, { login: editor, body: { status: 'rejected' } });
    expect(draft.body.errors.status).toBeTruthy();
  });

  it('keeps drafts and pending stories from readers', async () => {
    const draft = (await create(editor, { slug: 'a-draft', status: 'draft' })).body.data;
    expect((await api.call('get_news', { language_id: api.base.en.id, slug: 'a-draft' })).body.message).toBe('No Data Found');
    const published = await api.admin('PUT', `news/${draft.id}`, { login: editor, body: { status: 'published' } });
    expect(published.body.data.state).toBe('published');
    expect((await api.call('get_news', { language_id: api.base.en.id, slug: 'a-draft' })).body.data).toHaveLength(1);
  });

  it('deletes one story or several, with their files', async () => {
    const one = (await create(editor)).body.data;
    const row = await storedFiles(one.id);
    expect(await api.deps.media.read(row.image)).not.toBeNull();
    expect((await api.admin('DELETE', `news/${one.id}`, { login: editor })).status).toBe(200);
    expect(await api.deps.media.read(row.image)).toBeNull();
    const [a, b] = [(await create(editor)).body.data, (await create(editor)).body.data];
    const bulk = await api.admin('POST', 'news/bulk-delete', { login: editor, body: { ids: [a.id, b.id, 999_999] } });
    expect(bulk.body.data.ids).toEqual([a.id, b.id]);
    expect((await api.admin('GET', `news/${a.id}`, { login: editor })).status).toBe(404);
  });
});
