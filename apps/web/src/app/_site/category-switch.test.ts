import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews, switchSetting, type TestApi } from '@newsroom/api/testing';
import { WHOLE_CATEGORY } from '../../routing/paths';
import { findLanguage } from '../../server-data/site';
import { closeSiteApi, openSiteApi } from '../../testing/site-harness';
import { articleCrumbs } from '../../features/article/article-crumbs';
import { categoryFeed } from '../../features/seo/feed-data';
import { resolveListing } from '../../features/category/listing-data';

const en = { code: 'en', isDefault: true };
const story = {
  category: { id: 1, category_name: 'Politics', slug: 'politics' },
  category_name: 'Politics',
  sub_category: { id: 11, subcategory_name: 'Parliament', slug: 'parliament' },
  subcategory_name: 'Parliament',
};

describe("the article's breadcrumb", () => {
  it('leads home, to the category and to the subcategory while both are switched on', () => {
    expect(articleCrumbs(story, en, 'Home', { categories: true, subcategories: true })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Politics', href: '/category/politics' },
      { label: 'Parliament', href: '/category/politics/parliament' },
    ]);
  });

  it('leaves out what the newsroom switched off', () => {
    expect(articleCrumbs(story, en, 'Home', { categories: true, subcategories: false }).map((crumb) => crumb.label)).toEqual(['Home', 'Politics']);
    expect(articleCrumbs(story, { code: 'ar', isDefault: false }, 'الرئيسية', { categories: false, subcategories: false })).toEqual([{ label: 'الرئيسية', href: '/ar' }]);
  });
});

// The listing's loader and the category feed, reading a fresh API database in-process.
describe('category listings follow the categories switch', () => {
  let api: TestApi;
  const listing = async (subcategorySlug: string) => {
    const language = await findLanguage('en');
    if (!language) throw new Error('English is a language of the test site');
    return resolveListing(language, { categorySlug: 'politics', subcategorySlug, page: '1' });
  };
  const feed = async () => categoryFeed((await findLanguage('en'))!, 'politics');

  beforeAll(async () => {
    api = await openSiteApi();
    await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id, title: 'A political story' });
  });

  afterAll(() => closeSiteApi(api));

  it('lists a category and its subcategories while they are on', async () => {
    expect(await listing(WHOLE_CATEGORY)).toMatchObject({ category: { slug: 'politics' }, subcategory: null, page: 1 });
    expect(await listing('politics-1')).toMatchObject({ subcategory: { slug: 'politics-1' } });
    expect(await feed()).toContain('A political story');
  });

  it('has no subcategory pages while subcategories are off', async () => {
    await switchSetting(api, 'subcategory_mode', '0');
    expect(await listing('politics-1')).toBeNull();
    expect(await listing(WHOLE_CATEGORY)).not.toBeNull();
  });

  it('has no category pages nor feeds while categories are off', async () => {
    await switchSetting(api, 'category_mode', '0');
    expect(await listing(WHOLE_CATEGORY)).toBeNull();
    expect(await feed()).toBeNull();
  });
});
