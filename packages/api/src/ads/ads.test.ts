import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdSpace, insertFeaturedSection } from '../../test/builders-content';
import { createTestApi, type TestApi } from '../../test/harness';
import { siteToday } from '../news/news-items';
import { featuredSectionAds } from './ad-items';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('get_ad_space_news_details', () => {
  it('answers both places as null when no ad is placed', async () => {
    const { status, body } = await api.call('get_ad_space_news_details', { language_id: api.base.ar.id });
    expect(status).toBe(200);
    // The message is in the language of the call (i18n/message-catalog.ts).
    expect(body).toEqual({ error: 'false', message: 'تم جلب المساحات الإعلانية', data: { ad_spaces_top: null, ad_spaces_bottom: null } });
  });

  it('answers the active top and bottom ads of the language with absolute image URLs', async () => {
    const languageId = api.base.en.id;
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-top', status: 0, adUrl: 'https://ads.example/hidden' });
    const top = await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-top' });
    const { body } = await api.call('get_ad_space_news_details', { language_id: languageId });
    expect(body.data).toEqual({
      ad_spaces_top: {
        id: top.id,
        ad_space: 'news_details-top',
        ad_image: 'http://news.test/media/ads/app.webp',
        web_ad_image: 'http://news.test/media/ads/web.webp',
        ad_url: 'https://ads.example/go',
        position: 'top',
      },
      ad_spaces_bottom: null,
    });

    const bottom = await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-bottom', webAdImage: 'https://cdn.example/banner.png' });
    api.deps.cache.clear();
    const both = await api.call('get_ad_space_news_details');
    expect(both.body.data.ad_spaces_top.id).toBe(top.id);
    expect(both.body.data.ad_spaces_bottom).toMatchObject({ id: bottom.id, ad_space: 'news_details-bottom', web_ad_image: 'https://cdn.example/banner.png', position: 'bottom' });
  });

  it('validates language_id and the access key', async () => {
    expect((await api.call('get_ad_space_news_details', { language_id: 'x' })).body.message).toBe('language_id must be a whole number');
    expect((await api.call('get_ad_space_news_details', { language_id: 777 })).status).toBe(404);
    expect((await api.call('get_ad_space_news_details', {}, { accessKey: 'bad' })).status).toBe(401);
  });
});

describe('featuredSectionAds', () => {
  it('keys the active featured-section ads of a language by section, oldest ad first', async () => {
    const languageId = api.base.en.id;
    const first = await insertFeaturedSection(api.deps.db, { languageId });
    const second = await insertFeaturedSection(api.deps.db, { languageId });
    const shown = await insertAdSpace(api.deps.db, { languageId, adSpace: 'featured_section', featuredSectionId: first.id, createdAt: new Date('2024-01-01T00:00:00Z') });
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'featured_section', featuredSectionId: first.id, createdAt: new Date('2024-02-01T00:00:00Z') });
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'featured_section', featuredSectionId: second.id, status: 0 });
    await insertAdSpace(api.deps.db, { languageId: api.base.ar.id, adSpace: 'featured_section', featuredSectionId: second.id });

    const ads = await featuredSectionAds(api.deps, languageId);
    expect([...ads.keys()]).toEqual([first.id]);
    // Clients show a section's ad only where ad_featured_section_id equals the section's id.
    expect(ads.get(first.id)).toEqual({
      id: shown.id, ad_space: 'featured_section', ad_image: 'http://news.test/media/ads/app.webp', web_ad_image: 'http://news.test/media/ads/web.webp', ad_url: 'https://ads.example/go',
      ad_featured_section_id: first.id,
    });
  });
});

describe('ad dates', () => {
  const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('shows an ad only from its first to its last day in the site time zone, open where a day is missing, before house ads', async () => {
    const languageId = api.base.ar.id;
    const today = await siteToday(api.deps);
    const bottom = 'news_details-bottom';
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-top', startsOn: shiftDay(today, 1), adUrl: 'https://ads.example/later' });
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-top', endsOn: shiftDay(today, -1), adUrl: 'https://ads.example/over' });
    // A booked campaign takes the place of an open-ended house ad, however old that is.
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-top', adUrl: 'https://ads.example/house', createdAt: new Date('2020-01-01T00:00:00Z') });
    const running = await insertAdSpace(api.deps.db, { languageId, adSpace: 'news_details-top', startsOn: today, endsOn: today });
    const open = await insertAdSpace(api.deps.db, { languageId, adSpace: bottom, startsOn: shiftDay(today, -30) });
    const section = await insertFeaturedSection(api.deps.db, { languageId });
    await insertAdSpace(api.deps.db, { languageId, adSpace: 'featured_section', featuredSectionId: section.id, endsOn: shiftDay(today, -1) });

    api.deps.cache.clear();
    const { body } = await api.call('get_ad_space_news_details', { language_id: languageId });
    expect(body.data.ad_spaces_top.id).toBe(running.id);
    expect(body.data.ad_spaces_bottom.id).toBe(open.id);
    expect((await featuredSectionAds(api.deps, languageId)).has(section.id)).toBe(false);
  });
});
