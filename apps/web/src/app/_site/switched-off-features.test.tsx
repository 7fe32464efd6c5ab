import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBreakingNews, insertFeaturedSection, insertLiveStream, insertNews, switchSetting, type TestApi } from '@newsroom/api/testing';
import { HomeContent } from '../../features/home/home-content';
import { loadBreakingNewsList } from '../../features/listings/breaking-listing';
import { loadFeaturedListing } from '../../features/listings/featured-listing';
import { SiteHeader } from '../../layout/site-header';
import { pageContext } from '../../server-data/page-context';
import { getLanguageTable } from '../../server-data/site';
import { closeSiteApi, openSiteApi, renderOnServer as render } from '../../testing/site-harness';

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
