import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../test/builders';
import { insertPage } from '../../test/builders-content';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';

// The endpoints that only the published mobile app calls (API.md, "What the existing mobile
// app adds": get_like, get_videos, check_slug_availability, get_policy_pages), sent as the
// existing clients send them: GET query strings with every parameter (empty when unset, extra
// paging where the endpoint takes none), multipart form POSTs, and an empty `Bearer ` header
// when signed out. Types are checked field by field against API.md's strictness rules.

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
const ids = { liked: 0, video: 0, privacy: 0 };
let takenSlug = '';

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  client = existingClient(api);
  en = api.base.en.id;
  const [politics] = api.base.categories;
  const inEnglish = { languageId: en, categoryId: politics!.id };
  ids.video = (await insertNews(api.deps.db, { ...inEnglish, subcategoryId: politics!.subcategories[0]!.id, locationId: api.base.locations[0]!.id, contentType: 'video_youtube', contentValue: 'https://www.youtube.com/watch?v=abc' }, { tagIds: [api.base.tags[0]!.id], images: ['news/extra.webp'] })).id;
  const standard = await insertNews(api.deps.db, inEnglish);
  ids.liked = standard.id;
  takenSlug = standard.slug;
  ids.privacy = (await insertPage(api.deps.db, { languageId: en, pageType: 'privacy-policy', title: 'Privacy', pageContent: '<p>What we keep.</p>' })).id;
});
afterAll(() => api.close());

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function expectTypes(value: Record<string, unknown>, types: Record<string, string>) {
  for (const [field, type] of Object.entries(types)) expect([field, typeof value[field]]).toEqual([field, type]);
}

/** A news item as both clients read it (API.md: "News item", Transport's strictness rules). */
function expectNewsItem(item: Record<string, unknown>) {
  expectTypes(item, {
    id: 'number', language_id: 'number', category_id: 'number', subcategory_id: 'number', location_id: 'number', user_id: 'number', status: 'number',
    like: 'number', dislike: 'number', bookmark: 'number', total_like: 'number', total_dislike: 'number', total_bookmark: 'number', total_views: 'number', total_comment: 'number',
    tag_id: 'string', title: 'string', slug: 'string', image: 'string', date: 'string', published_date: 'string', content_type: 'string', content_value: 'string',
    description: 'string', show_till: 'string', counter: 'string', meta_title: 'string', meta_description: 'string', meta_keyword: 'string', schema_markup: 'string',
    category_name: 'string', subcategory_name: 'string', tag_name: 'string',
  });
  expect(item.date).toMatch(DATE_TIME);
  expect(item.published_date).toMatch(DATE_TIME);
  expectTypes(item.category as Record<string, unknown>, { id: 'number', category_name: 'string', slug: 'string' });
  expectTypes(item.sub_category as Record<string, unknown>, { id: 'number', subcategory_name: 'string', slug: 'string' });
  expectTypes(item.location as Record<string, unknown>, { id: 'number', location_name: 'string', latitude: 'number', longitude: 'number' });
  expect(Array.isArray(item.images) && Array.isArray(item.tag)).toBe(true);
  for (const image of item.images as Record<string, unknown>[]) expectTypes(image, { id: 'number', news_id: 'number', other_image: 'string' });
  for (const tag of item.tag as Record<string, unknown>[]) expectTypes(tag, { id: 'number', tag_name: 'string', slug: 'string' });
}

/** A paged list of news items: `error` the string "false", a list, a number total. */
function expectNewsList(body: Record<string, unknown>, newsIds: number[]) {
  expect([body.error, typeof body.message, body.total]).toEqual(['false', 'string', newsIds.length]);
  const items = body.data as Record<string, unknown>[];
  expect(items.map((item) => item.id)).toEqual(newsIds);
  for (const item of items) expectNewsItem(item);
}

const form = (...parts: [string, string][]): [string, string][] => [['access_key', '5670'], ...parts];

describe('get_like as the mobile app calls it', () => {
  it('lists the liked news with news_id, from a GET with paging and from a multipart POST', async () => {
    const reader = await api.signedInUser();
    await client.postMultipart('set_like_dislike', form(['news_id', String(ids.liked)], ['status', '1']), reader.token);

    const byGet = await client.get(`get_like?access_key=5670&language_id=${en}&offset=0&limit=10`, reader.token);
    expect(byGet.status).toBe(200);
    expectNewsList(byGet.body, [ids.liked]);
    expect(byGet.body.data[0]).toMatchObject({ news_id: ids.liked, like: 1, dislike: 0 });
    expect(typeof byGet.body.data[0].news_id).toBe('number');

    const byForm = await client.postMultipart('get_like', form(['language_id', String(en)], ['offset', ''], ['limit', '']), reader.token);
    expect(byForm).toEqual(byGet);
    // Undoing the like with the item's news_id empties the list.
    await client.postMultipart('set_like_dislike', form(['news_id', String(byGet.body.data[0].news_id)], ['status', '0']), reader.token);
    expect((await client.get(`get_like?access_key=5670&language_id=${en}&offset=0&limit=10`, reader.token)).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('answers 401 in the envelope to a signed-out app (an empty Bearer header) and to a wrong access key', async () => {
    const signedOut = await client.get(`get_like?access_key=5670&language_id=${en}&offset=0&limit=10`, '');
    expect([signedOut.status, signedOut.body.error, signedOut.body.data]).toEqual([401, 'true', []]);
    const reader = await api.signedInUser();
    expect((await client.get(`get_like?access_key=1234&language_id=${en}`, reader.token)).status).toBe(401);
  });
});

describe('get_videos as the clients call it', () => {
  it('lists only video news with every optional parameter sent empty, signed out and signed in', async () => {
    const signedOut = await client.get(`get_videos?access_key=5670&language_id=${en}&offset=0&limit=10&latitude=&longitude=`, '');
    expect(signedOut.status).toBe(200);
    expectNewsList(signedOut.body, [ids.video]);
    expect(signedOut.body.data[0]).toMatchObject({ content_type: 'video_youtube', content_value: 'https://www.youtube.com/watch?v=abc', like: 0, bookmark: 0 });

    const reader = await api.signedInUser();
    const byForm = await client.postMultipart('get_videos', form(['language_id', String(en)], ['offset', '0'], ['limit', '10']), reader.token);
    expect(byForm.status).toBe(200);
    expectNewsList(byForm.body, [ids.video]);
  });

  it('answers the default language on a first visit (no language_id) and narrows by the app\'s coordinates', async () => {
    const firstVisit = await client.get('get_videos?access_key=5670&offset=&limit=');
    expectNewsList(firstVisit.body, [ids.video]);
    // The video is in Paris; Versailles is about 17 km away, New York is not near.
    expectNewsList((await client.postMultipart('get_videos', form(['language_id', String(en)], ['latitude', '48.8049'], ['longitude', '2.1204']))).body, [ids.video]);
    expect((await client.get(`get_videos?access_key=5670&language_id=${en}&latitude=40.7&longitude=-74`)).body.message).toBe('No Data Found');
  });
});

describe('check_slug_availability as the mobile app calls it', () => {
  it('sends slug, language_id and paging it does not need; the answer is "Slug is available" or a 409', async () => {
    const author = await api.signedInUser();
    const free = await client.get(`check_slug_availability?access_key=5670&slug=tram-line-opens&language_id=${en}&limit=10&offset=0`, author.token);
    expect(free.status).toBe(200);
    expect([free.body.error, free.body.message]).toEqual(['false', 'Slug is available']);
    const used = await client.postMultipart('check_slug_availability', form(['slug', takenSlug], ['language_id', String(en)], ['limit', '10'], ['offset', '0']), author.token);
    expect([used.status, used.body.error, used.body.message, used.body.data]).toEqual([409, 'true', 'Slug already used', []]);
  });

  it('answers 401 to a signed-out app and 400 naming slug when it is sent empty', async () => {
    expect((await client.get(`check_slug_availability?access_key=5670&slug=tram-line-opens&language_id=${en}`, '')).status).toBe(401);
    const author = await api.signedInUser();
    const empty = await client.postMultipart('check_slug_availability', form(['slug', ''], ['language_id', String(en)]), author.token);
    expect([empty.status, empty.body.message]).toEqual([400, 'slug is required']);
  });
});

describe('get_policy_pages as the clients call it', () => {
  it('puts privacy_policy and terms_policy beside an empty data object, from a GET and a multipart POST', async () => {
    const byGet = await client.get(`get_policy_pages?access_key=5670&language_id=${en}`, '');
    expect(byGet.status).toBe(200);
    expect([byGet.body.error, typeof byGet.body.message, byGet.body.data]).toEqual(['false', 'string', {}]);
    for (const page of [byGet.body.privacy_policy, byGet.body.terms_policy]) {
      expect(Object.keys(page).sort()).toEqual(['id', 'page_content', 'title']);
      expectTypes(page, { id: 'number', title: 'string', page_content: 'string' });
    }
    expect(byGet.body.privacy_policy).toEqual({ id: ids.privacy, title: 'Privacy', page_content: '<p>What we keep.</p>' });
    // No terms page in this language: the same shape, empty, so the app's reader does not fail.
    expect(byGet.body.terms_policy).toEqual({ id: 0, title: '', page_content: '' });
    expect(await client.postMultipart('get_policy_pages', form(['language_id', String(en)]))).toEqual(byGet);
    expect(await client.get('get_policy_pages?access_key=5670&language_id=')).toEqual(byGet);
  });
});

describe('the API documentation', () => {
  it('lists the four endpoints with their parameters, and which need a bearer token', async () => {
    const document = await (await api.app.request('http://news.test/api/docs/openapi.json')).json();
    const signedIn = [{ bearer: [] }];
    for (const [name, parameters, security] of [
      ['get_like', ['language_id', 'offset', 'limit'], signedIn],
      ['get_videos', ['language_id', 'offset', 'limit', 'latitude', 'longitude'], [{}, { bearer: [] }]],
      ['check_slug_availability', ['slug', 'language_id', 'news_id'], signedIn],
      ['get_policy_pages', ['language_id'], []],
    ] as const) {
      const operation = document.paths[`/api/${name}`].get;
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['access_key', ...parameters]);
      expect(operation.security).toEqual(security);
    }
  });
});
