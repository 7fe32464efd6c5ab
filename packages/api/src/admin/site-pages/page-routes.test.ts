import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRecord, seoPageRecord } from '@newsroom/contract/admin/site-pages-content';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;
let en: number;
beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  en = api.base.en.id;
});
afterAll(() => api.close());

const png = (name: string) => testImage('png', { name, width: 40, height: 30, background: '#336699' });
const stored = (url: string) => url.replace(/^.*\/media\//, '');
const pagesOf = (slug: string) => api.call('get_pages', { language_id: en, slug });

describe('content pages in the console', () => {
  it('creates a page with its icon and share image; the HTML is sanitized; readers get it', async () => {
    const created = await api.admin('POST', 'pages', {
      login: editor,
      body: { language_id: en, page_type: 'custom', title: 'Our ethics', slug: 'our-ethics', page_content: '<p onclick="x()">Fair <script>alert(1)</script><strong>always</strong></p>', meta_title: 'Ethics' },
      files: { page_icon: await png('icon.png'), og_image: await png('share.png') },
    });
    expect(created.status).toBe(201);
    const record = pageRecord.parse(created.body.data);
    expect(record.page_content).toBe('<p>Fair <strong>always</strong></p>');
    expect(record.page_icon).toMatch(/\/media\/pages\/.+\.webp$/);
    expect(await api.deps.media.read(stored(record.og_image))).not.toBeNull();

    const read = await pagesOf('our-ethics');
    expect(read.body.data[0]).toMatchObject({ title: 'Our ethics', page_content: '<p>Fair <strong>always</strong></p>', meta_title: 'Ethics' });
  });

  it('edits the text at once for readers, replaces an image and removes the old file, hides a page', async () => {
    const record = pageRecord.parse((await api.admin('POST', 'pages', { login: editor, body: { language_id: en, page_type: 'about-us', title: 'About', slug: 'about-newsroom' }, files: { page_icon: await png('a.png') } })).body.data);
    await pagesOf('about-newsroom');
    const edited = await api.admin('PUT', `pages/${record.id}`, { login: editor, body: { page_content: '<p>Founded by the harbour</p>' }, files: { page_icon: await png('b.png') } });
    expect(edited.status).toBe(200);
    const after = pageRecord.parse(edited.body.data);
    expect(after.page_icon).not.toBe(record.page_icon);
    expect(await api.deps.media.read(stored(record.page_icon))).toBeNull();
    expect((await pagesOf('about-newsroom')).body.data[0].page_content).toBe('<p>Founded by the harbour</p>');

    await api.admin('PUT', `pages/${record.id}`, { login: editor, body: { active: false } });
    expect((await pagesOf('about-newsroom')).status).toBe(404);
  });

  it('refuses a taken slug, an unknown type and a non-image under their inputs', async () => {
    const body = { language_id: en, page_type: 'custom', title: 'Twice', slug: 'twice' };
    expect((await api.admin('POST', 'pages', { login: editor, body })).status).toBe(201);
    const again = await api.admin('POST', 'pages', { login: editor, body });
    expect(again.body.errors.slug).toBeTruthy();
    const type = await api.admin('POST', 'pages', { login: editor, body: { ...body, slug: 'other', page_type: 'blog' } });
    expect(type.body.errors.page_type).toBeTruthy();
    const text = new File([new TextEncoder().encode('not an image')], 'x.png', { type: 'image/png' });
    const file = await api.admin('POST', 'pages', { login: editor, body: { ...body, slug: 'with-file' }, files: { og_image: text } });
    expect(file.status).toBe(415);
  });

  it('lists by language and type, and deletes with its files', async () => {
    const record = pageRecord.parse((await api.admin('POST', 'pages', { login: editor, body: { language_id: en, page_type: 'contact-us', title: 'Write to us', slug: 'write-to-us' }, files: { og_image: await png('c.png') } })).body.data);
    const list = await api.admin('GET', 'pages', { login: editor, query: { filter: JSON.stringify({ language_id: en, page_type: 'contact-us' }), sort: 'title', order: 'ASC' } });
    expect(list.body.data.map((page: { id: number }) => page.id)).toContain(record.id);
    expect((await api.admin('DELETE', `pages/${record.id}`, { login: editor })).status).toBe(200);
    expect(await api.deps.media.read(stored(record.og_image))).toBeNull();
  });
});

describe('SEO pages in the console', () => {
  it('creates a missing screen once, edits it, and readers get the fields', async () => {
    const created = await api.admin('POST', 'seo-pages', { login: editor, body: { language_id: en, page_type: 'video_news', meta_title: 'Videos', schema_markup: '{"@type":"WebPage"}' }, files: { og_image: await png('v.png') } });
    expect(created.status).toBe(201);
    const record = seoPageRecord.parse(created.body.data);
    const twice = await api.admin('POST', 'seo-pages', { login: editor, body: { language_id: en, page_type: 'video_news' } });
    expect(twice.status).toBe(409);

    const markup = await api.admin('PUT', `seo-pages/${record.id}`, { login: editor, body: { schema_markup: 'not json' } });
    expect(markup.body.errors.schema_markup).toBeTruthy();
    expect((await api.admin('PUT', `seo-pages/${record.id}`, { login: editor, body: { meta_description: 'Every video of the day' } })).status).toBe(200);

    const read = await api.call('get_web_seo_pages', { language_id: en, type: 'video_news' });
    expect(read.body.data[0]).toMatchObject({ meta_title: 'Videos', meta_description: 'Every video of the day' });
    const list = await api.admin('GET', 'seo-pages', { login: editor, query: { filter: JSON.stringify({ language_id: en }) } });
    expect(list.body.data.map((page: { page_type: string }) => page.page_type)).toContain('video_news');
  });
});
