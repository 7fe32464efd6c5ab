import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const noSeo = { meta_title: '', meta_description: '', meta_keyword: '' };

describe('get_category', () => {
  it('lists the default language categories in row order with their subcategories', async () => {
    const { status, body } = await api.call('get_category');
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    expect(body.total).toBe(2);
    const [politics] = api.base.categories;
    expect(body.data[0]).toEqual({
      id: politics!.id,
      language_id: api.base.en.id,
      category_name: 'Politics',
      slug: 'politics',
      row_order: 1,
      image: 'http://news.test/media/seed/politics.webp',
      meta_title: '',
      meta_description: '',
      meta_keyword: '',
      sub_categories: [
        { id: politics!.subcategories[0]!.id, category_id: politics!.id, subcategory_name: 'politics 1', slug: 'politics-1', image: '', ...noSeo },
        { id: politics!.subcategories[1]!.id, category_id: politics!.id, subcategory_name: 'politics 2', slug: 'politics-2', image: '', ...noSeo },
      ],
    });
    expect(body.data.map((category: { slug: string }) => category.slug)).toEqual(['politics', 'sports']);
  });

  it('pages with offset and limit, keeping the full total', async () => {
    const { body } = await api.call('get_category', { language_id: api.base.en.id, offset: 1, limit: 1 });
    expect(body.total).toBe(2);
    expect(body.data.map((category: { slug: string }) => category.slug)).toEqual(['sports']);
  });

  it('answers the categories of the language asked for', async () => {
    const { body } = await api.call('get_category', { language_id: api.base.ar.id });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: api.base.arCategory.id, language_id: api.base.ar.id, sub_categories: [] });
  });

  it('picks one category by slug; an unknown slug is 404', async () => {
    const { body } = await api.call('get_category', { slug: 'sports' });
    expect(body.total).toBe(1);
    expect(body.data[0].slug).toBe('sports');
    expect(body.data[0].sub_categories).toHaveLength(2);
    const unknown = await api.call('get_category', { slug: 'no-such-category' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Category not found');
  });

  it('answers No Data Found past the end of the list', async () => {
    const { status, body } = await api.call('get_category', { offset: 50 });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('validates its parameters', async () => {
    expect((await api.call('get_category', { language_id: 'x' })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_category', { offset: -1 })).body.message).toMatch(/^offset must be between/);
    expect((await api.call('get_category', { limit: 'ten' })).status).toBe(400);
    expect((await api.call('get_category', { slug: 'Bad Slug!' })).body.message).toMatch(/^slug must contain only/);
    const unknownLanguage = await api.call('get_category', { language_id: 999 });
    expect(unknownLanguage.status).toBe(404);
    expect(unknownLanguage.body.message).toBe('Language not found');
  });

  it('refuses a wrong access key with 401', async () => {
    expect((await api.call('get_category', {}, { accessKey: 'nope' })).status).toBe(401);
  });
});

describe('get_subcategory_by_category', () => {
  it('lists the subcategories of a category with the category nested', async () => {
    const [, sports] = api.base.categories;
    const { status, body } = await api.call('get_subcategory_by_category', { category_id: sports!.id, language_id: api.base.en.id });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data[0]).toEqual({
      id: sports!.subcategories[0]!.id,
      language_id: api.base.en.id,
      category_id: sports!.id,
      subcategory_name: 'sports 1',
      slug: 'sports-1',
      image: '',
      ...noSeo,
      category: { id: sports!.id, category_name: 'Sports' },
    });
  });

  it('answers a subcategory’s search fields in both places readers get it', async () => {
    const [, sports] = api.base.categories;
    const sub = sports!.subcategories[1]!;
    const seo = { meta_title: 'Cup final news', meta_description: 'Every round of the cup.', meta_keyword: 'cup, final' };
    const where = eq(schema.subcategories.id, sub.id);
    await api.deps.db.update(schema.subcategories).set({ metaTitle: seo.meta_title, metaDescription: seo.meta_description, metaKeyword: seo.meta_keyword }).where(where);
    try {
      const bySubcategory = await api.call('get_subcategory_by_category', { category_id: sports!.id });
      expect(bySubcategory.body.data[1]).toMatchObject({ id: sub.id, ...seo });
      const byCategory = await api.call('get_category', { language_id: api.base.en.id, slug: 'sports' });
      expect(byCategory.body.data[0].sub_categories[1]).toMatchObject({ id: sub.id, ...seo });
    } finally {
      await api.deps.db.update(schema.subcategories).set({ metaTitle: '', metaDescription: '', metaKeyword: '' }).where(where);
    }
  });

  it('accepts the category slug in place of its id', async () => {
    const { body } = await api.call('get_subcategory_by_category', { category_id: 'politics' });
    expect(body.data.map((sub: { slug: string }) => sub.slug)).toEqual(['politics-1', 'politics-2']);
  });

  it('answers No Data Found for a category without subcategories', async () => {
    const { status, body } = await api.call('get_subcategory_by_category', { category_id: api.base.arCategory.id });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('needs a category_id, and a known one', async () => {
    const missing = await api.call('get_subcategory_by_category');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('category_id is required');
    expect((await api.call('get_subcategory_by_category', { category_id: 'Not a slug!' })).body.message).toBe('category_id must be an id or a slug');
    for (const category_id of [999999, 'no-such-category']) {
      const unknown = await api.call('get_subcategory_by_category', { category_id });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Category not found');
    }
    // A slug is looked up in the language asked for.
    expect((await api.call('get_subcategory_by_category', { category_id: 'politics', language_id: api.base.ar.id })).status).toBe(404);
  });

  it('refuses a wrong access key with 401', async () => {
    expect((await api.call('get_subcategory_by_category', { category_id: 1 }, { accessKey: null })).status).toBe(401);
  });
});

describe('get_tag', () => {
  it('lists tags alphabetically with every field', async () => {
    const { status, body } = await api.call('get_tag', { language_id: api.base.en.id });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data[0]).toEqual({
      id: api.base.tags[0]!.id,
      language_id: api.base.en.id,
      tag_name: 'Elections',
      slug: 'elections',
      meta_title: '',
      meta_description: '',
      meta_keyword: '',
      og_image: '',
    });
    expect(body.data[1].slug).toBe('football');
  });

  it('pages, picks by slug, and 404s an unknown slug', async () => {
    const paged = await api.call('get_tag', { offset: 1, limit: 1 });
    expect(paged.body.total).toBe(2);
    expect(paged.body.data.map((tag: { slug: string }) => tag.slug)).toEqual(['football']);
    const one = await api.call('get_tag', { slug: 'elections' });
    expect(one.body.data).toHaveLength(1);
    expect((await api.call('get_tag', { slug: 'no-such-tag' })).status).toBe(404);
  });

  it('answers No Data Found for a language without tags', async () => {
    expect((await api.call('get_tag', { language_id: api.base.ar.id })).body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('validates language_id and the access key', async () => {
    expect((await api.call('get_tag', { language_id: '1.5' })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_tag', { language_id: 424242 })).status).toBe(404);
    expect((await api.call('get_tag', {}, { accessKey: 'bad' })).status).toBe(401);
  });
});

describe('get_location', () => {
  it('lists locations alphabetically with numeric coordinates', async () => {
    const { status, body } = await api.call('get_location');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      { id: api.base.locations[1]!.id, location_name: 'Cairo', latitude: 30.0444, longitude: 31.2357 },
      { id: api.base.locations[0]!.id, location_name: 'Paris', latitude: 48.8566, longitude: 2.3522 },
    ]);
  });

  it('pages with a capped limit and keeps the total', async () => {
    await api.deps.db.insert(schema.locations).values({ locationName: 'Berlin', latitude: 52.52, longitude: 13.405 });
    const { body } = await api.call('get_location', { offset: 0, limit: 500 });
    expect(body.total).toBe(3);
    expect(body.data.map((location: { location_name: string }) => location.location_name)).toEqual(['Berlin', 'Cairo', 'Paris']);
    const second = await api.call('get_location', { offset: 2, limit: 1 });
    expect(second.body.data.map((location: { location_name: string }) => location.location_name)).toEqual(['Paris']);
    expect((await api.call('get_location', { offset: 10 })).body.message).toBe('No Data Found');
  });

  it('validates paging and the access key', async () => {
    expect((await api.call('get_location', { limit: 'x' })).body.message).toBe('limit must be a whole number');
    expect((await api.call('get_location', {}, { accessKey: 'bad' })).status).toBe(401);
  });
});
