import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBreakingNews, insertFeaturedSection, insertLiveStream } from '../../../../../packages/api/test/builders-content';
import { switchSetting } from '../../../../../packages/api/test/builders-featured';
import { insertNews } from '../../../../../packages/api/test/builders';
import type { TestApi } from '../../../../../packages/api/test/harness';
import { pageContext } from '../../server-data/page-context';
import { getLanguageTable } from '../../server-data/site';
import { closeSiteApi, openSiteApi, renderOnServer as render } from '../../testing/site-harness';
import { HomeContent } from '../home/home-content';
import { loadBreakingNewsList } from '../listings/breaking-listing';
import { loadFeaturedListing } from '../listings/featured-listing';
import { featureSwitches, screenLinks, visibleSections } from './feature-switches';
import { SiteHeader } from './site-header';

const ALL_ON = { category_mode: '1', subcategory_mode: '1', breaking_news_mode: '1', live_streaming_mode: '1', comments_mode: '1', location_news_mode: '1' } as const;
const TEXT = { breakingNews: 'Breaking news', liveNews: 'Live', liveStreaming: 'Live streaming', videoNews: 'Video news', allCategories: 'All categories', morePages: 'More pages' };
const en = { code: 'en', isDefault: true };

describe('feature switches', () => {
  it('read the "0"/"1" strings; subcategories need categories', () => {
    expect(featureSwitches(ALL_ON)).toEqual({ categories: true, subcategories: true, breakingNews: true, liveStreaming: true, comments: true, locationNews: true });
    const off = featureSwitches({ ...ALL_ON, category_mode: '0', comments_mode: '0' });
    expect(off).toMatchObject({ categories: false, subcategories: false, comments: false, breakingNews: true });
  });

  it('leave switched-off screens out of the links', () => {
    expect(screenLinks(en, featureSwitches(ALL_ON), TEXT, { short: true }).map((link) => link.label)).toEqual(['Breaking news', 'Live', 'Video news', 'All categories']);
    const off = featureSwitches({ ...ALL_ON, breaking_news_mode: '0', live_streaming_mode: '0', category_mode: '0' });
    expect(screenLinks(en, off, TEXT, { withPages: true }).map((link) => link.href)).toEqual(['/videos', '/page']);
  });

  it('hide sections of breaking news, videos of breaking news included, while breaking news is off', () => {
    const sections = [
      { id: 1, news_type: 'news', videos_type: '' },
      { id: 2, news_type: 'breaking_news', videos_type: '' },
      { id: 3, news_type: 'videos', videos_type: 'news' },
      { id: 4, news_type: 'videos', videos_type: 'breaking_news' },
    ];
    expect(visibleSections(sections, { breakingNews: true })).toHaveLength(4);
    expect(visibleSections(sections, { breakingNews: false }).map((section) => section.id)).toEqual([1, 3]);
  });
});

// The real components and loaders, reading a fresh API database in-process as the pages do.
describe('a switched-off feature disappears from the pages', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await openSiteApi();
    const languageId = api.base.en.id;
    await insertNews(api.deps.db, { languageId, categoryId: api.base.categories[0]!.id, title: 'A story for the sections' });
    await insertBreakingNews(api.deps.db, { languageId, title: 'Storm warning' });
    await insertLiveStream(api.deps.db, { languageId, title: 'Evening bulletin' });
    await insertFeaturedSection(api.deps.db, { languageId, title: 'Top stories', slug: 'top', rowOrder: 1, status: 1 });
    await insertFeaturedSection(api.deps.db, { languageId, title: 'Alerts', slug: 'alerts', newsType: 'breaking_news', rowOrder: 2, status: 1 });
  });

  afterAll(() => closeSiteApi(api));

  async function englishPages() {
    const table = await getLanguageTable();
    const context = await pageContext('en');
    if (!context) throw new Error('English is a language of the test site');
    const header = render(await SiteHeader({ language: context.language, table, alternates: {} }));
    const home = render(await HomeContent({ context }));
    return { header, home };
  }

  it('shows breaking news, live streaming and categories while they are on', async () => {
    const { header, home } = await englishPages();
    expect(header).toContain('>Breaking news</a>');
    expect(header).toContain('>Live</a>');
    expect(header).toContain('>All categories</a>');
    expect(header).toContain('>Politics</a>');
    expect(home).toContain('Storm warning');
    expect(home).toContain('>Alerts</h2>');
    expect(await loadBreakingNewsList('en')).not.toBeNull();
    expect(await loadFeaturedListing('en', 'alerts')).not.toBeNull();
  });

  it('hides them everywhere once the newsroom switches them off', async () => {
    await switchSetting(api, 'breaking_news_mode', '0');
    await switchSetting(api, 'live_streaming_mode', '0');
    await switchSetting(api, 'category_mode', '0');
    const { header, home } = await englishPages();
    expect(header).not.toContain('>Breaking news</a>');
    expect(header).not.toContain('>Live</a>');
    expect(header).not.toContain('>All categories</a>');
    expect(header).not.toContain('>Politics</a>');
    expect(header).toContain('>Video news</a>');
    expect(home).not.toContain('Storm warning');
    expect(home).not.toContain('>Alerts</h2>');
    expect(home).toContain('>Top stories</h2>');
    expect(await loadBreakingNewsList('en')).toBeNull();
    expect(await loadFeaturedListing('en', 'alerts')).toBeNull();
    expect(await loadFeaturedListing('en', 'top')).not.toBeNull();
  });
});
