import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecord } from '@newsroom/contract/admin/audit';
import { adminSettingsRecord } from '@newsroom/contract/admin/settings';
import { imageFile } from '../../../test/builders-news';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let chief: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  chief = await api.loginAs(await api.staffAccount('administrator'));
});
afterAll(() => api.close());

const settingsNow = async () => (await api.call('get_settings', { language_id: api.base.ar.id })).body.data;
const lastAudit = async (resource: string) => {
  const answer = await api.admin('GET', 'audit-log', { login: chief, query: { filter: JSON.stringify({ resource }), perPage: '1' } });
  return auditRecord.parse(answer.body.data[0]);
};

describe('site settings, for administrators', () => {
  it('reads every setting, with the contrast of white text on the site colour', async () => {
    const answer = await api.admin('GET', 'settings', { login: chief });
    expect(answer.status).toBe(200);
    const record = adminSettingsRecord.parse(answer.body.data);
    expect(record).toMatchObject({ comments_mode: true, comment_premoderation: false, nearest_location_measure: 100, news_submission: 'authors', system_timezone: 'UTC', web_name: 'Test News' });
    expect(record.colour_contrast).toBeGreaterThan(10);
    expect(Object.keys(record.by_language)).toEqual(expect.arrayContaining(['en', 'ar']));
  });

  it('changes only the keys sent; get_settings answers the change at once; the audit holds the changed keys', async () => {
    const changed = await api.admin('PUT', 'settings', {
      login: chief,
      body: {
        comments_mode: false, comment_premoderation: true, nearest_location_measure: 25, news_submission: 'everyone', system_timezone: 'Europe/Paris',
        web_name: 'Harbour Daily', web_color_code: '#ffcc00', web_meta_title: 'Harbour Daily: the news', by_language: { ar: { web_footer_description: 'أخبار الميناء', web_meta_title: 'يوميات الميناء' } },
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ comments_mode: false, comment_premoderation: true, web_color_code: '#FFCC00', web_name: 'Harbour Daily' });
    // Dark text would be needed on yellow: the console warns.
    expect(changed.body.data.colour_contrast).toBeLessThan(4.5);

    const site = await settingsNow();
    expect(site).toMatchObject({ comments_mode: '0', nearest_location_measure: 25, news_submission: 'everyone', system_timezone: 'Europe/Paris' });
    expect(site.web_setting).toMatchObject({ web_name: 'Harbour Daily', web_color_code: '#FFCC00', web_footer_description: 'أخبار الميناء', meta_title: 'يوميات الميناء' });
    expect((await api.call('get_settings', { language_id: api.base.en.id })).body.data.web_setting.meta_title).toBe('Harbour Daily: the news');

    const entry = await lastAudit('settings');
    expect(entry.staff_id).toBe(chief.staff.id);
    expect(entry.changes).toMatchObject({ comments_mode: ['1', '0'], web_name: ['Test News', 'Harbour Daily'], comment_premoderation: [null, '1'], web_footer_description_ar: [null, 'أخبار الميناء'] });
    expect(entry.changes).not.toHaveProperty('breaking_news_mode');

    // An emptied per-language text gives the site-wide one back.
    await api.admin('PUT', 'settings', { login: chief, body: { comments_mode: true, by_language: { ar: { web_meta_title: '' } } } });
    expect((await settingsNow()).web_setting.meta_title).toBe('Harbour Daily: the news');
    expect((await settingsNow()).comments_mode).toBe('1');
  });

  it('stores a logo and a sharing image as files, and removes one on request', async () => {
    const saved = await api.admin('PUT', 'settings', { login: chief, body: { web_name: 'Harbour Daily' }, files: { web_header_logo: await imageFile('png'), web_og_image: await imageFile('png') } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.web_header_logo).toMatch(/^http:\/\/news\.test\/media\/settings\/.+\.webp$/);
    expect((await settingsNow()).web_setting.og_image).toBe(saved.body.data.web_og_image);
    const removed = await api.admin('PUT', 'settings', { login: chief, body: { remove_web_og_image: true } });
    expect(removed.body.data.web_og_image).toBe('');
    expect((await settingsNow()).web_setting.og_image).toBe('');
  });

  it('refuses bad input under its field: a colour, a time zone, a radius, an unknown key or language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ web_color_code: 'blue' }, 'web_color_code'],
      [{ web_color_code: '#12345' }, 'web_color_code'],
      [{ system_timezone: 'Mars/Olympus_Mons' }, 'system_timezone'],
      [{ nearest_location_measure: 0 }, 'nearest_location_measure'],
      [{ nearest_location_measure: 5000 }, 'nearest_location_measure'],
      [{ web_name: '' }, 'web_name'],
      [{ by_language: { xx: { web_meta_title: 'No such language' } } }, 'by_language'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.admin('PUT', 'settings', { login: chief, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
    const unknown = await api.admin('PUT', 'settings', { login: chief, body: { maintenance_mode: true } });
    expect(unknown.status).toBe(400);
    expect((await settingsNow()).system_timezone).toBe('Europe/Paris');
  });

  it('refuses editors and moderators, for reading as for writing', async () => {
    for (const role of ['editor', 'moderator', 'author'] as const) {
      const login = await api.loginAs(await api.staffAccount(role));
      expect((await api.admin('GET', 'settings', { login })).status).toBe(403);
      expect((await api.admin('PUT', 'settings', { login, body: { comments_mode: false } })).status).toBe(403);
      expect((await api.admin('POST', 'social-links', { login, body: { link: 'https://example.com/x' } })).status).toBe(403);
    }
    expect((await settingsNow()).comments_mode).toBe('1');
  });
});

describe('social links', () => {
  it('adds, edits, orders and removes links; the footer (get_settings) follows', async () => {
    const created = await api.admin('POST', 'social-links', { login: chief, body: { link: 'https://mastodon.example/@harbour' }, files: { image: await imageFile('png') } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data.image).toMatch(/\/media\/social\/.+\.webp$/);
    let links = (await settingsNow()).social_media as { id: number; link: string }[];
    expect(links.at(-1)).toMatchObject({ id, link: 'https://mastodon.example/@harbour' });

    await api.admin('PUT', `social-links/${id}`, { login: chief, body: { row_order: 0, link: 'https://mastodon.example/@harbourdaily' } });
    links = (await settingsNow()).social_media;
    expect(links[0]).toMatchObject({ id, link: 'https://mastodon.example/@harbourdaily' });
    expect((await lastAudit('social-links')).changes).toMatchObject({ link: ['https://mastodon.example/@harbour', 'https://mastodon.example/@harbourdaily'] });

    const bad = await api.admin('POST', 'social-links', { login: chief, body: { link: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.link).toBeTruthy();
    const iconless = await api.admin('POST', 'social-links', { login: chief, body: { link: 'https://example.com/no-icon' } });
    expect(iconless.status).toBe(400);
    expect(iconless.body.errors.image).toBeTruthy();

    const list = await api.admin('GET', 'social-links', { login: chief, query: { sort: 'row_order', order: 'ASC' } });
    expect(list.body.data[0].id).toBe(id);

    expect((await api.admin('DELETE', `social-links/${id}`, { login: chief })).status).toBe(200);
    expect(((await settingsNow()).social_media as { id: number }[]).some((link) => link.id === id)).toBe(false);
    expect((await api.admin('GET', `social-links/${id}`, { login: chief })).status).toBe(404);
  });
});
