import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredSectionPreview, featuredSectionRecord } from '@newsroom/contract/admin/home-page-sections';
import { insertAdSpace } from '../../../test/builders-content';
import { insertNews } from '../../../test/builders';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let editor: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
});
afterAll(() => api.close());

const section = (title: string, extra: Record<string, unknown> = {}) => ({ language_id: api.base.en.id, title, news_type: 'news', filter_type: 'recently_added', ...extra });
const create = async (title: string, extra: Record<string, unknown> = {}) => {
  const answer = await api.admin('POST', 'featured-sections', { login: editor, body: section(title, extra) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return featuredSectionRecord.parse(answer.body.data);
};
const homeTitles = async () => {
  const { body } = await api.call('get_featured_sections_website', { language_id: api.base.en.id });
  return (body.data as { title: string }[]).map((entry) => entry.title);
};

describe('featured sections in the console', () => {
  it('creates a section last on its home page with a slug from its title; readers see it at once', async () => {
    const before = await homeTitles();
    const record = await create('Around the Harbour', { style_web: 'style_3', category_ids: [api.base.categories[0]!.id] });
    expect(record).toMatchObject({ slug: 'around-the-harbour', style_web: 'style_3', style_app: '', active: true, ads: 0, category_ids: [api.base.categories[0]!.id] });
    expect(await homeTitles()).toEqual([...before, 'Around the Harbour']);
    expect((await create('Around the Harbour')).slug).toBe('around-the-harbour-2');
  });

  it('refuses what the home page could not show, naming the field', async () => {
    const noVideos = await api.admin('POST', 'featured-sections', { login: editor, body: section('Clips', { news_type: 'videos' }) });
    expect(noVideos.status).toBe(400);
    expect(noVideos.body.errors.videos_type).toBeTruthy();
    const emptyCustom = await api.admin('POST', 'featured-sections', { login: editor, body: section('Picks', { filter_type: 'custom' }) });
    expect(emptyCustom.body.errors.news_ids).toBeTruthy();
    const foreign = await api.admin('POST', 'featured-sections', { login: editor, body: section('Elsewhere', { category_ids: [999_999] }) });
    expect(foreign.body.errors.category_ids).toBeTruthy();
    const badStyle = await api.admin('POST', 'featured-sections', { login: editor, body: section('Odd', { style_web: 'style_9' }) });
    expect(badStyle.body.errors.style_web).toBeTruthy();
  });

  it('orders a language’s sections; the home page follows and the audit log has the places', async () => {
    const first = await create('Order A');
    const second = await create('Order B');
    const answer = await api.admin('POST', 'featured-sections/order', { login: editor, body: { language_id: api.base.en.id, ids: [second.id, first.id] } });
    expect(answer.status).toBe(200);
    expect((await homeTitles()).slice(0, 2)).toEqual(['Order B', 'Order A']);
    const wrong = await api.admin('POST', 'featured-sections/order', { login: editor, body: { language_id: api.base.ar.id, ids: [first.id] } });
    expect(wrong.status).toBe(400);
  });

  it('previews the items of unsaved settings, a custom list in the editors’ order', async () => {
    const categoryId = api.base.categories[0]!.id;
    const older = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId, title: 'Preview older', publishedAt: new Date(Date.now() - 3_600_000) });
    const newer = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId, title: 'Preview newer' });
    const ask = (settings: Record<string, unknown>) =>
      api.admin('GET', 'featured-sections/preview', { login: editor, query: { section: JSON.stringify({ language_id: api.base.en.id, news_type: 'news', ...settings }) } });
    const custom = await ask({ filter_type: 'custom', news_ids: [older.id, newer.id] });
    expect(custom.status).toBe(200);
    const items = featuredSectionPreview.parse(custom.body.data);
    expect(items.items.map((item) => item.title)).toEqual(['Preview older', 'Preview newer']);
    const newest = featuredSectionPreview.parse((await ask({ filter_type: 'recently_added' })).body.data);
    expect(newest.items[0]!.title).toBe('Preview newer');
    const picked = await api.admin('GET', 'featured-sections/story-choices', { login: editor, query: { filter: JSON.stringify({ q: 'preview o', language_id: api.base.en.id }) } });
    expect(picked.body.data).toEqual([{ id: older.id, language_id: api.base.en.id, name: 'Preview older' }]);
  });

  it('saves settings with before and after in the audit log, and deleting a section deletes its ads', async () => {
    const record = await create('Doomed');
    await insertAdSpace(api.deps.db, { languageId: api.base.en.id, adSpace: 'featured_section', featuredSectionId: record.id });
    const saved = await api.admin('PUT', `featured-sections/${record.id}`, { login: editor, body: section('Doomed soon', { active: false }) });
    expect(featuredSectionRecord.parse(saved.body.data)).toMatchObject({ title: 'Doomed soon', active: false, ads: 1, slug: 'doomed-soon' });
    expect(await homeTitles()).not.toContain('Doomed soon');
    const audit = await api.admin('GET', 'audit-log', { login: await signedIn(api, 'administrator'), query: { filter: JSON.stringify({ resource: 'featured-sections', record_id: String(record.id), action: 'update' }) } });
    expect(audit.body.data[0].changes).toMatchObject({ title: ['Doomed', 'Doomed soon'], active: [true, false] });

    expect((await api.admin('DELETE', `featured-sections/${record.id}`, { login: editor })).status).toBe(200);
    expect((await api.admin('GET', `featured-sections/${record.id}`, { login: editor })).status).toBe(404);
    const ads = await api.admin('GET', 'ad-spaces', { login: editor, query: { filter: JSON.stringify({ ad_space: 'featured_section' }) } });
    expect(ads.body.data.filter((ad: { featured_section_id: number }) => ad.featured_section_id === record.id)).toEqual([]);
  });

  it('is for editors and administrators only', async () => {
    const author = await signedIn(api, 'author');
    expect((await api.admin('GET', 'featured-sections', { login: author })).status).toBe(403);
  });
});
