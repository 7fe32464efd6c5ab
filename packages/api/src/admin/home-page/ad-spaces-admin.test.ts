import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpaceRecord } from '@newsroom/contract/admin/home-page-ads';
import { insertFeaturedSection } from '../../../test/builders-content';
import { siteToday } from '../../news/news-items';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;
let today: string;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  today = await siteToday(api.deps);
});
afterAll(() => api.close());

const banner = (name = 'banner.png') => testImage('png', { name, width: 600, height: 120, background: '#1a2e51' });
const dayFrom = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ad = (extra: Record<string, unknown> = {}) => ({ language_id: api.base.en.id, ad_space: 'news_details-top', ad_url: 'https://ferries.example/', ...extra });
const storyTop = async () => (await api.call('get_ad_space_news_details', { language_id: api.base.en.id })).body.data.ad_spaces_top;

describe('ad spaces in the console', () => {
  it('places an ad with its images for the days it runs; readers see it only within them', async () => {
    const created = await api.admin('POST', 'ad-spaces', { login: editor, body: ad({ starts_on: dayFrom(-1), ends_on: dayFrom(1) }), files: { web_ad_image: await banner(), ad_image: await banner('app.png') } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = adSpaceRecord.parse(created.body.data);
    expect(record.web_ad_image).toMatch(/^http:\/\/news\.test\/media\/ads\/.+\.webp$/);
    expect(record).toMatchObject({ starts_on: dayFrom(-1), ends_on: dayFrom(1), active: true, featured_section_id: null });
    expect((await storyTop()).id).toBe(record.id);

    const ended = await api.admin('PUT', `ad-spaces/${record.id}`, { login: editor, body: ad({ starts_on: dayFrom(-3), ends_on: dayFrom(-1) }) });
    expect(ended.status).toBe(200);
    // The images it had are kept when none is sent.
    expect(ended.body.data.web_ad_image).toBe(record.web_ad_image);
    expect(await storyTop()).toBeNull();

    const replaced = await api.admin('PUT', `ad-spaces/${record.id}`, { login: editor, body: ad(), files: { web_ad_image: await banner('new.png') } });
    expect(replaced.body.data.web_ad_image).not.toBe(record.web_ad_image);
    expect(await api.deps.media.read(record.web_ad_image.replace('http://news.test/media/', ''))).toBeNull();
    expect((await api.admin('DELETE', `ad-spaces/${record.id}`, { login: editor })).status).toBe(200);
    expect(await storyTop()).toBeNull();
  });

  it('refuses links that are not web addresses, dates out of order, a missing image and a section of another language', async () => {
    const script = await api.admin('POST', 'ad-spaces', { login: editor, body: ad({ ad_url: 'javascript:alert(1)' }), files: { web_ad_image: await banner() } });
    expect(script.body.errors.ad_url).toBeTruthy();
    const backwards = await api.admin('POST', 'ad-spaces', { login: editor, body: ad({ starts_on: dayFrom(2), ends_on: dayFrom(1) }), files: { web_ad_image: await banner() } });
    expect(backwards.body.errors.ends_on).toBeTruthy();
    const bare = await api.admin('POST', 'ad-spaces', { login: editor, body: ad() });
    expect(bare.body.errors.web_ad_image).toBeTruthy();
    const arabic = await insertFeaturedSection(api.deps.db, { languageId: api.base.ar.id });
    const foreign = await api.admin('POST', 'ad-spaces', { login: editor, body: ad({ ad_space: 'featured_section', featured_section_id: arabic.id }), files: { web_ad_image: await banner() } });
    expect(foreign.body.errors.featured_section_id).toBeTruthy();
    const unnamed = await api.admin('POST', 'ad-spaces', { login: editor, body: ad({ ad_space: 'featured_section' }), files: { web_ad_image: await banner() } });
    expect(unnamed.body.errors.featured_section_id).toBeTruthy();
  });

  it('shows an ad after its section on the home page', async () => {
    const section = await insertFeaturedSection(api.deps.db, { languageId: api.base.en.id });
    const created = await api.admin('POST', 'ad-spaces', { login: editor, body: ad({ ad_space: 'featured_section', featured_section_id: section.id }), files: { web_ad_image: await banner() } });
    expect(created.status).toBe(201);
    const { body } = await api.call('get_featured_sections_website', { language_id: api.base.en.id });
    const shown = (body.data as { id: number; ad_spaces?: { id: number } }[]).find((entry) => entry.id === section.id);
    expect(shown?.ad_spaces?.id).toBe(created.body.data.id);
  });
});
