import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFeaturedSection, insertNews, switchSetting, type TestApi } from '@newsroom/api/testing';
import { pageContext } from '../../server-data/page-context';
import { closeSiteApi, openSiteApi, renderOnServer } from '../../testing/site-harness';
import { HomeContent, nearbySource } from './home-content';
import { personalPhase } from './personal-section-items';
import { followsReaderChoice } from './section-items';

type SectionKind = Parameters<typeof nearbySource>[0][number];
const kind = (id: number, news_type: string, filter_type: string) => ({ id, news_type, filter_type }) as SectionKind;

describe('the parts of the home page that belong to one reader', () => {
  it('"For you" follows the reader in sections of their choice, never in breaking news', () => {
    expect(followsReaderChoice({ news_type: 'user_choice', videos_type: '', is_based_on_user_choice: 1 })).toBe(true);
    expect(followsReaderChoice({ news_type: 'news', videos_type: '', is_based_on_user_choice: 1 })).toBe(true);
    expect(followsReaderChoice({ news_type: 'news', videos_type: '', is_based_on_user_choice: 0 })).toBe(false);
    expect(followsReaderChoice({ news_type: 'breaking_news', videos_type: '', is_based_on_user_choice: 1 })).toBe(false);
  });

  it('keeps the cached items until it knows the reader, and replaces them only for a signed-in one', () => {
    expect(personalPhase(false, null, null)).toBe('server');
    expect(personalPhase(true, null, null)).toBe('anonymous');
    expect(personalPhase(true, 'token', null)).toBe('loading');
    expect(personalPhase(true, 'token', 'token')).toBe('personal');
    // Another reader signed in since: their own items load again.
    expect(personalPhase(true, 'other', 'token')).toBe('loading');
  });

  it('narrows the newest news by location, else another ranked news section, never hand-picked ones', () => {
    expect(nearbySource([kind(1, 'videos', 'recently_added'), kind(2, 'news', 'most_viewed'), kind(3, 'news', 'recently_added')])?.id).toBe(3);
    expect(nearbySource([kind(1, 'news', 'custom'), kind(2, 'news', 'most_viewed')])?.id).toBe(2);
    expect(nearbySource([kind(1, 'news', 'custom'), kind(2, 'user_choice', 'recently_added')])).toBeUndefined();
  });
});

// The real home page content, reading a fresh API database in-process as the page does.
describe('the home page content', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await openSiteApi();
    const languageId = api.base.en.id;
    await insertNews(api.deps.db, { languageId, categoryId: api.base.categories[0]!.id, title: 'A story for everyone' });
    await insertFeaturedSection(api.deps.db, { languageId, title: 'Top stories', slug: 'top', rowOrder: 1, status: 1 });
    await insertFeaturedSection(api.deps.db, { languageId, title: 'For you', slug: 'for-you', newsType: 'user_choice', isBasedOnUserChoice: 1, rowOrder: 2, status: 1 });
  });

  afterAll(() => closeSiteApi(api));

  async function englishHome() {
    const context = await pageContext('en');
    if (!context) throw new Error('English is a language of the test site');
    return renderOnServer(await HomeContent({ context }));
  }

  it('serves "For you" with everyone\'s stories in the cached page, ready for the reader\'s own', async () => {
    const home = await englishHome();
    const forYou = home.slice(home.indexOf('>For you</h2>'));
    expect(forYou).toContain('data-phase="server"');
    expect(forYou).toContain('A story for everyone');
    expect(home).toContain('aria-labelledby="section-');
  });

  it('offers news near the reader, with a button, only while location news is switched on', async () => {
    const home = await englishHome();
    expect(home).toContain('>News near you</h2>');
    expect(home).toContain('>Show news near me</button>');
    await switchSetting(api, 'location_news_mode', '0');
    const off = await englishHome();
    expect(off).not.toContain('News near you');
    expect(off).toContain('>Top stories</h2>');
  });
});
