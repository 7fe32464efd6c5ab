import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLocationRecord, adminTagRecord, locationNearData } from '@newsroom/contract/admin/taxonomy-tags-locations';
import { insertNews } from '../../../test/builders';
import { createAdminTestApi, signedIn, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';
import { testImage } from '../testing/test-images';

let api: AdminTestApi;
let editor: StaffLogin;
let author: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  editor = await signedIn(api, 'editor');
  author = await signedIn(api, 'author');
});
afterAll(() => api.close());

describe('tags', () => {
  it('are created per language with a sharing image, searched, renamed and deleted (their stories stay)', async () => {
    const created = await api.admin('POST', 'tags', {
      login: editor,
      body: { language_id: api.base.en.id, tag_name: 'Harbour', slug: 'harbour', meta_title: 'Harbour stories' },
      files: { og_image: await testImage('png') },
    });
    expect(created.status).toBe(201);
    const record = adminTagRecord.parse(created.body.data);
    expect(record.og_image).toMatch(/\/media\/tags\/.+\.webp$/);
    expect((await api.admin('POST', 'tags', { login: editor, body: { language_id: api.base.en.id, tag_name: 'Again', slug: 'harbour' } })).body.errors.slug).toBeTruthy();
    // The same slug is free in another language.
    expect((await api.admin('POST', 'tags', { login: editor, body: { language_id: api.base.ar.id, tag_name: 'ميناء', slug: 'harbour' } })).status).toBe(201);

    const found = await api.admin('GET', 'tags', { login: author, query: { filter: JSON.stringify({ language_id: api.base.en.id, q: 'harb' }) } });
    expect(found.body.data.map((tag: { id: number }) => tag.id)).toEqual([record.id]);
    const renamed = await api.admin('PUT', `tags/${record.id}`, { login: editor, body: { tag_name: 'Port', remove_og_image: true } });
    expect(renamed.body.data).toMatchObject({ tag_name: 'Port', og_image: '' });

    const story = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id }, { tagIds: [record.id] });
    expect((await api.admin('GET', `tags/${record.id}`, { login: editor })).body.data.news_count).toBe(1);
    expect((await api.admin('DELETE', `tags/${record.id}`, { login: editor })).status).toBe(200);
    expect((await api.call('get_news', { language_id: api.base.en.id, id: story.id })).body.data).toHaveLength(1);
    expect((await api.admin('DELETE', `tags/${record.id}`, { login: author })).status).toBe(403);
  });
});

describe('locations', () => {
  it('take latitude and longitude within range, answered under each field', async () => {
    const bad = await api.admin('POST', 'locations', { login: editor, body: { location_name: 'Nowhere', latitude: 91, longitude: -181 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ latitude: 'must be between -90 and 90', longitude: 'must be between -180 and 180' });
    const created = await api.admin('POST', 'locations', { login: editor, body: { location_name: 'Versailles', latitude: 48.8049, longitude: 2.1204 } });
    expect(created.status).toBe(201);
    const record = adminLocationRecord.parse(created.body.data);
    const moved = await api.admin('PUT', `locations/${record.id}`, { login: editor, body: { latitude: 48.8 } });
    expect(moved.body.data).toMatchObject({ latitude: 48.8, longitude: 2.1204, location_name: 'Versailles' });
    expect((await api.admin('POST', 'locations', { login: author, body: { location_name: 'X', latitude: 1, longitude: 1 } })).status).toBe(403);
  });

  it('the radius check lists what a reader at a point gets, nearest first, with the site’s own radius', async () => {
    const near = await api.admin('GET', 'locations/near', { login: author, query: { latitude: '48.86', longitude: '2.34' } });
    expect(near.status).toBe(200);
    const data = locationNearData.parse(near.body.data);
    expect(data.radius_km).toBe(100);
    const names = data.locations.map((location) => location.location_name);
    expect(names.slice(0, 2)).toEqual(['Paris', 'Versailles']);
    expect(names).not.toContain('Cairo');
    expect(data.locations[0]!.distance_km).toBeLessThan(2);

    // Exactly the locations whose stories the public location news gives a reader there.
    const paris = api.base.locations[0]!.id;
    const story = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, locationId: paris });
    const readerNews = await api.call('get_news', { language_id: api.base.en.id, latitude: '48.86', longitude: '2.34' });
    expect(readerNews.body.data.map((item: { id: number }) => item.id)).toContain(story.id);

    const wide = await api.admin('GET', 'locations/near', { login: author, query: { latitude: '48.86', longitude: '2.34', radius_km: '5000' } });
    expect(wide.body.data.locations.map((location: { location_name: string }) => location.location_name)).toContain('Cairo');
    const off = await api.admin('GET', 'locations/near', { login: author, query: { latitude: '100', longitude: '2' } });
    expect(off.status).toBe(400);
    expect(off.body.errors.latitude).toBeTruthy();
  });

  it('are deleted with their stories kept, without a location', async () => {
    const created = await api.admin('POST', 'locations', { login: editor, body: { location_name: 'Temporary', latitude: 10, longitude: 10 } });
    const story = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, locationId: created.body.data.id });
    expect((await api.admin('DELETE', `locations/${created.body.data.id}`, { login: editor })).status).toBe(200);
    expect((await api.call('get_news', { language_id: api.base.en.id, id: story.id })).body.data).toHaveLength(1);
  });
});
