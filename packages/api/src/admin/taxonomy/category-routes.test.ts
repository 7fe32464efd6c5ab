import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCategoryRecord, adminSubcategoryRecord } from '@newsroom/contract/admin/taxonomy';
import { insertNews } from '../../../test/builders';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;
let author: StaffLogin;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  author = await signedIn(api, 'author');
  moderator = await signedIn(api, 'moderator');
});
afterAll(() => api.close());

const stored = (url: string) => url.replace(`${api.deps.config.publicUrl}/media/`, '');
const lastAudit = async (resource: string, recordId: string) => {
  const admin = await signedIn(api, 'administrator');
  const answer = await api.admin('GET', 'audit-log', { login: admin, query: { filter: JSON.stringify({ resource, record_id: recordId }) } });
  return answer.body.data[0];
};

describe('categories', () => {
  it('an editor creates one with an image and search fields; it goes last in its language and readers see it', async () => {
    const body = { language_id: api.base.en.id, category_name: 'Harbour', slug: 'harbour', meta_title: 'Harbour news', meta_description: 'Ships and docks', meta_keyword: 'port' };
    const created = await api.admin('POST', 'categories', { login: editor, body, files: { image: await testImage('png') } });
    expect(created.status).toBe(201);
    const record = adminCategoryRecord.parse(created.body.data);
    expect(record).toMatchObject({ category_name: 'Harbour', slug: 'harbour', meta_title: 'Harbour news', row_order: api.base.categories.length + 1, news_count: 0 });
    expect(record.image).toMatch(/\/media\/categories\/.+\.webp$/);
    expect(await api.deps.media.read(stored(record.image))).not.toBeNull();

    const entry = await lastAudit('categories', String(record.id));
    expect(entry).toMatchObject({ action: 'create', staff_id: editor.staff.id });
    expect(entry.changes.slug).toEqual([null, 'harbour']);

    const site = await api.call('get_category', { language_id: api.base.en.id });
    expect(site.body.data.at(-1)).toMatchObject({ category_name: 'Harbour', meta_title: 'Harbour news' });
  });

  it('refuses bad input under its fields: a taken slug, a missing name, an unknown language, a file that is no image', async () => {
    const taken = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.en.id, category_name: 'Again', slug: api.base.categories[0]!.slug } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.slug).toMatch(/already used/);
    const empty = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.en.id, category_name: ' ', slug: 'Bad Slug' } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['category_name', 'slug']);
    const language = await api.admin('POST', 'categories', { login: editor, body: { language_id: 9999, category_name: 'Lost', slug: 'lost' } });
    expect(language.body.errors.language_id).toBeTruthy();
    const fake = new File([new TextEncoder().encode('<?php echo 1; ?>')], 'photo.png', { type: 'image/png' });
    const notImage = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.en.id, category_name: 'Fake', slug: 'fake' }, files: { image: fake } });
    expect(notImage.status).toBe(415);
  });

  it('makes the slug from the name when none is typed, and asks for one when the name has no letters', async () => {
    const made = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.en.id, category_name: 'Économie & Finances' } });
    expect(made.body.data.slug).toBe('economie-finances');
    const none = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.en.id, category_name: '!!!' } });
    expect(none.body.errors.slug).toMatch(/type one/);
  });

  it('updates the search fields, replaces the image (the old file goes) and removes it', async () => {
    const created = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.en.id, category_name: 'Weather', slug: 'weather' }, files: { image: await testImage('png') } });
    const first = stored(created.body.data.image);
    const replaced = await api.admin('PUT', `categories/${created.body.data.id}`, { login: editor, body: { meta_title: 'Rain and sun' }, files: { image: await testImage('jpeg') } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.meta_title).toBe('Rain and sun');
    expect(stored(replaced.body.data.image)).not.toBe(first);
    expect(await api.deps.media.read(first)).toBeNull();
    const removed = await api.admin('PUT', `categories/${created.body.data.id}`, { login: editor, body: { remove_image: true } });
    expect(removed.body.data.image).toBe('');
    expect((await lastAudit('categories', String(created.body.data.id))).changes).toHaveProperty('image');
    // A field left out keeps its value.
    await api.admin('PUT', `categories/${created.body.data.id}`, { login: editor, body: { meta_description: 'Forecasts' } });
    const partly = await api.admin('PUT', `categories/${created.body.data.id}`, { login: editor, body: { meta_keyword: 'rain' } });
    expect(partly.body.data).toMatchObject({ meta_title: 'Rain and sun', meta_description: 'Forecasts', meta_keyword: 'rain' });
  });

  it('refuses to delete a category with stories (they would go with it), and deletes an empty one', async () => {
    const category = api.base.categories[1]!;
    await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: category.id });
    const refused = await api.admin('DELETE', `categories/${category.id}`, { login: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has 1 stories; move them/);
    const empty = await api.admin('POST', 'categories', { login: editor, body: { language_id: api.base.ar.id, category_name: 'فارغ', slug: 'farigh' } });
    expect((await api.admin('DELETE', `categories/${empty.body.data.id}`, { login: editor })).status).toBe(200);
    expect((await api.admin('GET', `categories/${empty.body.data.id}`, { login: editor })).status).toBe(404);
  });

  it('orders a language’s categories as a whole; the site follows, and a stale list is refused', async () => {
    const listed = await api.admin('GET', 'categories', { login: editor, query: { filter: JSON.stringify({ language_id: api.base.en.id }), sort: 'row_order', order: 'ASC', perPage: '100' } });
    const ids: number[] = listed.body.data.map((row: { id: number }) => row.id);
    const reversed = [...ids].reverse();
    const ordered = await api.admin('POST', 'categories/order', { login: editor, body: { language_id: api.base.en.id, ids: reversed } });
    expect(ordered.status).toBe(200);
    const site = await api.call('get_category', { language_id: api.base.en.id });
    expect(site.body.data.map((row: { id: number }) => row.id)).toEqual(reversed);
    expect((await lastAudit('categories', `language ${api.base.en.id}`)).changes.order).toEqual([ids, reversed]);
    const stale = await api.admin('POST', 'categories/order', { login: editor, body: { language_id: api.base.en.id, ids: reversed.slice(1) } });
    expect(stale.status).toBe(409);
  });

  it('lets authors read (their pickers) but not write; moderators get nothing', async () => {
    const byId = await api.admin('GET', 'categories', { login: author, query: { filter: JSON.stringify({ id: [api.base.categories[0]!.id] }) } });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toHaveLength(1);
    expect((await api.admin('POST', 'categories', { login: author, body: { language_id: api.base.en.id, category_name: 'No', slug: 'no' } })).status).toBe(403);
    expect((await api.admin('GET', 'categories', { login: moderator })).status).toBe(403);
  });
});

describe('subcategories', () => {
  it('are created under a category in its language, ordered within it, and kept while they hold stories', async () => {
    const category = api.base.categories[0]!;
    const created = await api.admin('POST', 'subcategories', { login: editor, body: { category_id: category.id, subcategory_name: 'Docks', slug: 'docks' }, files: { image: await testImage('png') } });
    expect(created.status).toBe(201);
    const record = adminSubcategoryRecord.parse(created.body.data);
    expect(record).toMatchObject({ language_id: api.base.en.id, category_id: category.id, row_order: 3 });
    expect(record.image).toMatch(/\.webp$/);

    const listed = await api.admin('GET', 'subcategories', { login: author, query: { filter: JSON.stringify({ category_id: category.id }), sort: 'row_order', order: 'ASC' } });
    const ids: number[] = listed.body.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...category.subcategories.map((sub) => sub.id), record.id]);
    const moved = [record.id, ...ids.slice(0, -1)];
    expect((await api.admin('POST', 'subcategories/order', { login: editor, body: { category_id: category.id, ids: moved } })).status).toBe(200);
    const site = await api.call('get_subcategory_by_category', { language_id: api.base.en.id, category_id: category.id });
    expect(site.body.data.map((row: { id: number }) => row.id)).toEqual(moved);

    await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: category.id, subcategoryId: record.id });
    expect((await api.admin('DELETE', `subcategories/${record.id}`, { login: editor })).status).toBe(409);
    const unknown = await api.admin('POST', 'subcategories', { login: editor, body: { category_id: 999999, subcategory_name: 'X', slug: 'x' } });
    expect(unknown.body.errors.category_id).toBeTruthy();
  });

  it('keep search fields like a category’s, read back by the console and the site, and refuse an over-long title under its field', async () => {
    const category = api.base.categories[0]!;
    const seo = { meta_title: 'Harbour news', meta_description: 'Ships, cranes and the port.', meta_keyword: 'harbour, port' };
    const created = await api.admin('POST', 'subcategories', { login: editor, body: { category_id: category.id, subcategory_name: 'Harbour', slug: 'harbour-sub', ...seo } });
    expect(created.status).toBe(201);
    expect(adminSubcategoryRecord.parse(created.body.data)).toMatchObject(seo);
    const updated = await api.admin('PUT', `subcategories/${created.body.data.id}`, { login: editor, body: { ...seo, meta_title: 'Port news' } });
    expect(updated.body.data).toMatchObject({ ...seo, meta_title: 'Port news' });
    expect((await api.admin('GET', `subcategories/${created.body.data.id}`, { login: author })).body.data.meta_title).toBe('Port news');
    const site = await api.call('get_subcategory_by_category', { language_id: api.base.en.id, category_id: category.id });
    expect(site.body.data.find((row: { id: number }) => row.id === created.body.data.id)).toMatchObject({ ...seo, meta_title: 'Port news' });

    const tooLong = await api.admin('PUT', `subcategories/${created.body.data.id}`, { login: editor, body: { meta_title: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['meta_title']);
    const refusedNew = await api.admin('POST', 'subcategories', { login: editor, body: { category_id: category.id, subcategory_name: 'Long', slug: 'long', meta_title: 'x'.repeat(201) } });
    expect(refusedNew.body.errors.meta_title).toBeTruthy();
  });
});
