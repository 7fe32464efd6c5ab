import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
// Anonymous reads are cached for 30 s; each test must see the rows it just wrote.
beforeEach(() => api.deps.cache.clear());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('get_news item shape', () => {
  it('returns the full news item with the caller\'s reaction and bookmark', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const [category] = world.categories;
    const sub = world.subcategories[0]!;
    const [tagA, tagB] = world.tags;
    const paris = api.base.locations[0]!;
    const item = await insertNews(
      api.deps.db,
      {
        languageId: world.languageId, categoryId: category!.id, subcategoryId: sub.id, locationId: paris.id, title: 'Shape story',
        publishedAt: new Date('2024-03-01T10:00:00Z'), createdAt: new Date('2024-02-29T09:30:00Z'), showTill: '2999-12-31',
        metaTitle: 'Meta', schemaMarkup: '{"@type":"NewsArticle"}', totalViews: 7, totalLike: 1, totalBookmark: 1, totalComment: 3,
      },
      { tagIds: [tagB!.id, tagA!.id], images: ['news/extra.webp'] },
    );
    const reader = await api.signedInUser();
    await api.deps.db.insert(schema.newsReactions).values({ userId: reader.id, newsId: item.id, status: 1 });
    await api.deps.db.insert(schema.bookmarks).values({ userId: reader.id, newsId: item.id });

    const { status, body } = await api.call('get_news', { language_id: world.languageId }, { token: reader.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'News fetched successfully', total: 1 });
    const [image] = await api.deps.db.select().from(schema.newsImages);
    expect(body.data).toEqual([
      {
        id: item.id, language_id: world.languageId, category_id: category!.id, subcategory_id: sub.id,
        tag_id: `${tagA!.id},${tagB!.id}`, location_id: paris.id, title: 'Shape story', slug: item.slug,
        image: 'http://news.test/media/seed/news.webp', date: '2024-02-29 09:30:00', published_date: '2024-03-01 10:00:00',
        content_type: 'standard_post', content_value: '', description: '<p>The full text of Shape story.</p>', user_id: 0,
        // `counter` is text (the mobile app reads a string); schema_markup is the complete element.
        show_till: '2999-12-31', status: 1, counter: '7', meta_title: 'Meta', meta_description: '', meta_keyword: '',
        schema_markup: '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
        category: { id: category!.id, category_name: 'Category 1', slug: 'category-1' }, category_name: 'Category 1',
        sub_category: { id: sub.id, subcategory_name: sub.subcategoryName, slug: sub.slug }, subcategory_name: sub.subcategoryName,
        location: { id: paris.id, location_name: 'Paris', latitude: paris.latitude, longitude: paris.longitude },
        images: [{ id: image!.id, news_id: item.id, other_image: 'http://news.test/media/news/extra.webp' }],
        tag: [{ id: tagA!.id, tag_name: 'Tag 1', slug: 'tag-1' }, { id: tagB!.id, tag_name: 'Tag 2', slug: 'tag-2' }],
        tag_name: 'Tag 1,Tag 2', like: 1, dislike: 0, bookmark: 1,
        total_like: 1, total_dislike: 0, total_bookmark: 1, total_views: 7, total_comment: 3,
      },
    ]);
  });

  it('keeps the shape of absent relations and answers 0 for the caller\'s flags without a token', async () => {
    const world = await insertNewsWorld(api.deps.db);
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, contentType: 'video_upload', contentValue: 'videos/a.mp4' });
    const { body } = await api.call('get_news', { language_id: world.languageId });
    expect(body.data[0]).toMatchObject({
      subcategory_id: 0, location_id: 0, user_id: 0, show_till: '', tag_id: '', tag_name: '', tag: [], images: [],
      sub_category: { id: 0, subcategory_name: '', slug: '' }, subcategory_name: '',
      location: { id: 0, location_name: '', latitude: 0, longitude: 0 },
      like: 0, dislike: 0, bookmark: 0, content_value: 'http://news.test/media/videos/a.mp4',
    });
  });
});

describe('get_news parameters', () => {
  it('lists the default language without language_id, needs a known one, and the access key', async () => {
    const english = await api.call('get_news', { language_id: api.base.en.id });
    expect(await api.call('get_news')).toEqual(english);
    expect(await api.call('get_news', { language_id: '' })).toEqual(english);
    const malformed = await api.call('get_news', { language_id: 'x' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'language_id must be a whole number']);
    const unknown = await api.call('get_news', { language_id: 999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Language not found']);
    expect((await api.call('get_news', { language_id: api.base.en.id }, { accessKey: 'nope' })).status).toBe(401);
  });

  it('answers No Data Found for a language without news', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const { status, body } = await api.call('get_news', { language_id: world.languageId });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('pages newest first with the total of all matches', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      ids.push((await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id, publishedAt: hoursAgo(10 - n) })).id);
    }
    const { body } = await api.call('get_news', { language_id: world.languageId, offset: 1, limit: 2 });
    expect(body.total).toBe(5);
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([ids[3], ids[2]]);
    expect((await api.call('get_news', { language_id: world.languageId, limit: 'many' })).body.message).toBe('limit must be a whole number');
  });

  it('hides unapproved and expired news from readers but shows the author all of theirs with get_user_news=1', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const author = await api.signedInUser();
    const categoryId = world.categories[0]!.id;
    const base = { languageId: world.languageId, categoryId, userId: author.id };
    const visible = await insertNews(api.deps.db, { ...base, showTill: '2999-01-01', publishedAt: hoursAgo(3) });
    const pending = await insertNews(api.deps.db, { ...base, status: 0, publishedAt: hoursAgo(2) });
    const expired = await insertNews(api.deps.db, { ...base, showTill: '2000-01-01', publishedAt: hoursAgo(1) });
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId });

    const reader = await api.call('get_news', { language_id: world.languageId });
    expect(reader.body.data.map((item: { id: number }) => item.id)).not.toContain(pending.id);
    expect(reader.body.data.map((item: { id: number }) => item.id)).not.toContain(expired.id);
    expect(reader.body.total).toBe(2);

    const own = await api.call('get_news', { language_id: world.languageId, get_user_news: 1 }, { token: author.token });
    expect(own.body.data.map((item: { id: number }) => item.id)).toEqual([expired.id, pending.id, visible.id]);
    expect(own.body.data[1]).toMatchObject({ status: 0, user_id: author.id });

    const anonymous = await api.call('get_news', { language_id: world.languageId, get_user_news: 1 });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'get_user_news needs a valid authorization token']);
    expect((await api.call('get_news', { language_id: world.languageId, get_user_news: 1 }, { token: 'x'.repeat(40) })).status).toBe(401);
    expect((await api.call('get_news', { language_id: world.languageId, get_user_news: 2 })).status).toBe(400);
  });
});

describe('get_news filters', () => {
  it('finds news by a title word, best match first; a text too short to search finds nothing', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const categoryId = world.categories[0]!.id;
    const inText = await insertNews(api.deps.db, { languageId: world.languageId, categoryId, title: 'Council meeting', description: '<p>About the zeppelin museum</p>', publishedAt: hoursAgo(1) });
    const inTitle = await insertNews(api.deps.db, { languageId: world.languageId, categoryId, title: 'Zeppelin returns to the sky', publishedAt: hoursAgo(5) });
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId, title: 'Unrelated' });
    const { body } = await api.call('get_news', { language_id: world.languageId, search: 'zeppelin' });
    expect(body.total).toBe(2);
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([inTitle.id, inText.id]);
    expect((await api.call('get_news', { language_id: world.languageId, search: 'submarine' })).body.message).toBe('No Data Found');
    expect((await api.call('get_news', { language_id: world.languageId, search: 'z' })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    expect((await api.call('get_news', { language_id: world.languageId, search: 'z'.repeat(101) })).body.message).toBe('search must be at most 100 characters');
  });

  it('filters by category and subcategory, by id or by slug', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const [first, second] = world.categories;
    const sub = world.subcategories.find((row) => row.categoryId === second!.id)!;
    const inFirst = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: first!.id });
    const inSub = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: second!.id, subcategoryId: sub.id });
    const ids = async (params: Record<string, string | number>) =>
      (await api.call('get_news', { language_id: world.languageId, ...params })).body.data.map((item: { id: number }) => item.id);
    expect(await ids({ category_id: first!.id })).toEqual([inFirst.id]);
    expect(await ids({ category_slug: second!.slug })).toEqual([inSub.id]);
    expect(await ids({ subcategory_id: sub.id })).toEqual([inSub.id]);
    expect(await ids({ subcategory_slug: sub.slug })).toEqual([inSub.id]);
    expect(await ids({ category_slug: 'no-such-category' })).toEqual([]);
    expect((await api.call('get_news', { language_id: world.languageId, category_id: 'one' })).body.message).toBe('category_id must be a whole number');
  });

  it('filters by any tag of a comma list, or by a tag slug', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const [tag1, tag2, tag3] = world.tags;
    const categoryId = world.categories[0]!.id;
    const one = await insertNews(api.deps.db, { languageId: world.languageId, categoryId, publishedAt: hoursAgo(2) }, { tagIds: [tag1!.id] });
    const two = await insertNews(api.deps.db, { languageId: world.languageId, categoryId, publishedAt: hoursAgo(1) }, { tagIds: [tag2!.id, tag1!.id] });
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId }, { tagIds: [tag3!.id] });
    const list = await api.call('get_news', { language_id: world.languageId, tag_id: `${tag1!.id},${tag2!.id}` });
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((item: { id: number }) => item.id)).toEqual([two.id, one.id]);
    const bySlug = await api.call('get_news', { language_id: world.languageId, tag_slug: 'tag-2' });
    expect(bySlug.body.data.map((item: { id: number }) => item.id)).toEqual([two.id]);
    expect((await api.call('get_news', { language_id: world.languageId, tag_id: '1,x' })).body.message).toBe('tag_id must be a comma separated list of ids');
  });

  it('returns one item by id or by slug, and No Data Found when none matches', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const item = await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id });
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId: world.categories[0]!.id });
    for (const params of [{ id: item.id }, { slug: item.slug }, { id: item.slug }] as Record<string, string | number>[]) {
      const { body } = await api.call('get_news', { language_id: world.languageId, ...params });
      expect([body.total, body.data[0].id]).toEqual([1, item.id]);
    }
    expect((await api.call('get_news', { language_id: world.languageId, id: 999_999 })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
    expect((await api.call('get_news', { language_id: world.languageId, slug: 'no-such-news' })).body.message).toBe('No Data Found');
    expect((await api.call('get_news', { language_id: world.languageId, slug: 'Bad Slug!' })).status).toBe(400);
    expect((await api.call('get_news', { language_id: world.languageId, id: '-5' })).body.message).toBe('id must be an id or a slug');
  });

  it('lists only news located within the configured radius of the coordinates', async () => {
    const world = await insertNewsWorld(api.deps.db);
    const [paris, cairo] = api.base.locations;
    const categoryId = world.categories[0]!.id;
    const inParis = await insertNews(api.deps.db, { languageId: world.languageId, categoryId, locationId: paris!.id });
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId, locationId: cairo!.id });
    await insertNews(api.deps.db, { languageId: world.languageId, categoryId });
    // Versailles is about 17 km from Paris; the fixtures' radius is 100 km.
    const near = await api.call('get_news', { language_id: world.languageId, latitude: 48.8049, longitude: 2.1204 });
    expect([near.body.total, near.body.data[0].id]).toEqual([1, inParis.id]);
    expect((await api.call('get_news', { language_id: world.languageId, latitude: 40.7, longitude: -74 })).body.message).toBe('No Data Found');
    expect((await api.call('get_news', { language_id: world.languageId, latitude: 48.8 })).body.message).toBe('longitude is required');
    expect((await api.call('get_news', { language_id: world.languageId, latitude: 120, longitude: 2 })).body.message).toBe('latitude must be a number between -90 and 90');
  });
});
