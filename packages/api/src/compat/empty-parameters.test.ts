import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { insertFeaturedSection } from '../../test/builders-content';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';

// Issue 11, deviation 1: existing clients send every optional parameter, empty when it has no
// value, and leave out `language_id` and `code` before a reader has chosen a language. Each
// request below is written as those clients send it (API.md, Transport).

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
let politics: number;
let reader: { id: number; token: string };
const ids = { politics: [] as number[], sports: 0, mining: 0, arabic: 0, section: 0 };

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  client = existingClient(api);
  en = api.base.en.id;
  const [first, second] = api.base.categories;
  politics = first!.id;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  for (const hours of [1, 2]) {
    ids.politics.push((await insertNews(api.deps.db, { languageId: en, categoryId: politics, subcategoryId: first!.subcategories[0]!.id, publishedAt: hoursAgo(hours) })).id);
  }
  ids.sports = (await insertNews(api.deps.db, { languageId: en, categoryId: second!.id, publishedAt: hoursAgo(3) })).id;
  ids.mining = (await insertNews(api.deps.db, { languageId: en, categoryId: second!.id, title: 'Cu mining report', publishedAt: hoursAgo(4) })).id;
  ids.arabic = (await insertNews(api.deps.db, { languageId: api.base.ar.id, categoryId: api.base.arCategory.id, title: 'خبر عاجل' }, { languageCode: 'ar' })).id;
  ids.section = (await insertFeaturedSection(api.deps.db, { languageId: en, slug: 'watch', title: 'Watch' })).id;
  reader = await api.signedInUser();
  await api.deps.db.insert(schema.bookmarks).values({ userId: reader.id, newsId: ids.sports });
});
afterAll(() => api.close());

/** A list answer: the envelope of API.md with news items in it, in this order. */
function expectNewsList(body: { error: string; data: { id: unknown; title: unknown; category: unknown }[]; total: unknown }, newsIds: number[]) {
  expect(body.error).toBe('false');
  expect(body.data.map((item) => item.id)).toEqual(newsIds);
  expect(body.total).toBe(newsIds.length);
  for (const item of body.data) {
    expect(typeof item.title).toBe('string');
    expect(item.category).toMatchObject({ id: expect.any(Number), category_name: expect.any(String) });
  }
}

/** The section of a get_featured_section_by_id answer (deviation 2 turns `data` into a list holding it). */
const sectionOf = (data: unknown) => (Array.isArray(data) ? data[0] : data) as { id: number; slug: string; news: unknown[] };

describe('empty parameters mean absent on reads', () => {
  it('get_news with the search box\'s empty get_user_news and search', async () => {
    const { status, body } = await client.get(`get_news?access_key=5670&offset=0&limit=5&get_user_news=&search=&language_id=${en}`);
    expect(status).toBe(200);
    expect(body.message).toBe('News fetched successfully');
    expectNewsList(body, [...ids.politics, ids.sports, ids.mining]);
  });

  it('get_news of a category with an empty subcategory_id and tag_id', async () => {
    const { status, body } = await client.get(`get_news?access_key=5670&offset=0&limit=10&language_id=${en}&category_id=${politics}&subcategory_id=&tag_id=`);
    expect(status).toBe(200);
    expectNewsList(body, ids.politics);
  });

  it('get_featured_section_by_id with an empty offset, and with an empty section_id beside its slug', async () => {
    const byId = await client.get(`get_featured_section_by_id?access_key=5670&language_id=${en}&offset=&limit=10&section_id=watch`);
    expect(byId.status).toBe(200);
    expect(byId.body.error).toBe('false');
    expect(sectionOf(byId.body.data)).toMatchObject({ id: ids.section, slug: 'watch', news: expect.any(Array) });
    const bySlug = await client.get(`get_featured_section_by_id?access_key=5670&language_id=${en}&offset=0&limit=10&section_id=&slug=watch`);
    expect(bySlug.status).toBe(200);
    expect(sectionOf(bySlug.body.data)).toMatchObject({ id: ids.section, slug: 'watch' });
  });

  it('get_bookmark with an empty limit', async () => {
    const { status, body } = await client.get(`get_bookmark?access_key=5670&language_id=${en}&offset=0&limit=`, reader.token);
    expect(status).toBe(200);
    expectNewsList(body, [ids.sports]);
  });

  it('get_category with an empty offset', async () => {
    const { status, body } = await client.get(`get_category?access_key=5670&offset=&limit=70&language_id=${en}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', total: 2 });
    expect(body.data.map((category: { slug: string }) => category.slug)).toEqual(['politics', 'sports']);
    expect(body.data[0].sub_categories).toHaveLength(2);
  });
});

describe('a search text too short to search', () => {
  it('answers the empty list, as each keystroke of the search box sends it', async () => {
    for (const search of ['C', 'é', '%20C%20']) {
      const { status, body } = await client.get(`get_news?access_key=5670&offset=0&limit=10&get_user_news=&search=${search}&language_id=${en}`);
      expect(status).toBe(200);
      expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    }
  });

  it('still searches from two letters on', async () => {
    const { body } = await client.get(`get_news?access_key=5670&offset=0&limit=10&get_user_news=&search=Cu&language_id=${en}`);
    expectNewsList(body, [ids.mining]);
  });
});

describe('a first visit, with no language chosen yet', () => {
  it('get_news without language_id, or with it empty, lists the default language', async () => {
    for (const query of ['access_key=5670&offset=0&limit=3', 'access_key=5670&offset=0&limit=3&language_id=']) {
      const { status, body } = await client.get(`get_news?${query}&category_id=${politics}`);
      expect(status).toBe(200);
      expectNewsList(body, ids.politics);
    }
    const all = await client.get('get_news?access_key=5670&offset=0&limit=100');
    expect(all.body.data.map((item: { id: number }) => item.id)).not.toContain(ids.arabic);
    expect(all.body.data.every((item: { language_id: number }) => item.language_id === en)).toBe(true);
  });

  it('get_language_json_data with an empty or missing code answers the default language\'s labels', async () => {
    for (const query of ['access_key=5670&code=', 'access_key=5670']) {
      const { status, body } = await client.get(`get_language_json_data?${query}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ error: 'false', data: { home: 'Home', search: 'Search' } });
    }
  });
});
