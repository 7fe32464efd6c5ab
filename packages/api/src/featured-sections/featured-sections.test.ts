import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertAdSpace, insertBreakingNews, insertFeaturedSection } from '../../test/builders-content';
import { idsOf, insertNewsroom, preferCategories, switchSetting } from '../../test/builders-featured';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const list = (params: Record<string, string | number>, token?: string) => api.call('get_featured_sections_website', params, { token });

describe('get_featured_sections_website', () => {
  it('lists active sections in order with their first items, totals and the ad placed after them', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const stories = [];
    for (let n = 0; n < 8; n += 1) stories.push(await room.story({}, n));
    const top = await insertFeaturedSection(api.deps.db, {
      languageId, rowOrder: 2, styleWeb: 'style_1', styleApp: 'style_5', shortDescription: 'The latest', ogImage: 'seed/og.webp', metaTitle: 'Top | News', metaDescription: 'd', metaKeyword: 'k',
    });
    const first = await insertFeaturedSection(api.deps.db, { languageId, rowOrder: 1, newsType: 'breaking_news' });
    await insertFeaturedSection(api.deps.db, { languageId, rowOrder: 0, status: 0 });
    const ad = await insertAdSpace(api.deps.db, { languageId, adSpace: 'featured_section', featuredSectionId: top.id });

    const { status, body } = await list({ language_id: languageId, offset: 0, limit: 10 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Featured sections fetched successfully', total: 2 });
    expect(idsOf(body.data)).toEqual([first.id, top.id]);
    const section = body.data[1];
    expect(Object.keys(section).sort()).toEqual([
      'ad_spaces', 'category_ids', 'filter_type', 'id', 'is_based_on_user_choice', 'language_id', 'meta_description', 'meta_keyword', 'meta_title',
      'news', 'news_ids', 'news_total', 'news_type', 'og_image', 'row_order', 'short_description', 'slug', 'style_app', 'style_web', 'subcategory_ids', 'title',
      'videos_type',
    ]);
    expect(section).toMatchObject({
      id: top.id, language_id: languageId, title: top.title, slug: top.slug, short_description: 'The latest', news_type: 'news', videos_type: '',
      filter_type: 'recently_added', category_ids: '', subcategory_ids: '', news_ids: '', style_web: 'style_1', style_app: 'style_5', row_order: 2, is_based_on_user_choice: 0,
      meta_title: 'Top | News', meta_description: 'd', meta_keyword: 'k', og_image: 'http://news.test/media/seed/og.webp', news_total: 8,
    });
    expect(section.ad_spaces).toEqual({
      id: ad.id, ad_space: 'featured_section', ad_image: 'http://news.test/media/ads/app.webp', web_ad_image: 'http://news.test/media/ads/web.webp', ad_url: 'https://ads.example/go',
      ad_featured_section_id: top.id,
    });
    // The home page shows a preview of six; the section's own page lists the rest.
    expect(idsOf(section.news)).toEqual(stories.slice(0, 6).map((story) => story.id));
    expect(section.news[0]).toMatchObject({ id: stories[0]!.id, category_name: 'world', like: 0, bookmark: 0, total_views: 0 });
    // No app style chosen: the app shows the web's. No ad: no ad_spaces key at all (the app fails on null).
    expect(body.data[0]).toMatchObject({ breaking_news: [], breaking_news_total: 0, style_app: body.data[0].style_web });
    expect(body.data[0]).not.toHaveProperty('ad_spaces');
    expect(body.data[0].news).toBeUndefined();
  });

  it('pages the sections and answers under its alias', async () => {
    const room = await insertNewsroom(api);
    const sections = [];
    for (let n = 0; n < 3; n += 1) sections.push(await insertFeaturedSection(api.deps.db, { languageId: room.languageId, rowOrder: n }));
    const { body } = await api.call('get_featured_sections', { language_id: room.languageId, offset: 1, limit: 1 });
    expect(body.total).toBe(3);
    expect(idsOf(body.data)).toEqual([sections[1]!.id]);
  });

  it('orders each filter type by its counter, and custom sections by the editors\' list', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const a = await room.story({ totalComment: 5, totalViews: 1, totalBookmark: 3, totalLike: 2 }, 30);
    const b = await room.story({ totalComment: 1, totalViews: 9, totalBookmark: 1, totalLike: 7 }, 20);
    const c = await room.story({ totalComment: 3, totalViews: 4, totalBookmark: 8, totalLike: 1 }, 10);
    const hidden = await room.story({ status: 0, totalComment: 99, totalViews: 99, totalBookmark: 99, totalLike: 99 });
    const expired = await room.story({ showTill: '2000-01-01', totalViews: 50 });
    const lastDay = await room.story({ showTill: '2999-12-31' }, 40);
    const expected: Record<string, number[]> = {
      most_commented: [a.id, c.id, b.id, lastDay.id],
      recently_added: [c.id, b.id, a.id, lastDay.id],
      most_viewed: [b.id, c.id, a.id, lastDay.id],
      most_favorite: [c.id, a.id, b.id, lastDay.id],
      most_like: [b.id, a.id, c.id, lastDay.id],
      custom: [b.id, lastDay.id, a.id],
    };
    for (const [index, filterType] of Object.keys(expected).entries()) {
      const newsIds = filterType === 'custom' ? `${b.id},${hidden.id},${lastDay.id},${expired.id},${a.id}` : '';
      await insertFeaturedSection(api.deps.db, { languageId, filterType, newsIds, rowOrder: index });
    }
    const { body } = await list({ language_id: languageId });
    expect(body.data.map((section: { filter_type: string }) => section.filter_type)).toEqual(Object.keys(expected));
    for (const section of body.data) {
      expect(idsOf(section.news), section.filter_type).toEqual(expected[section.filter_type]);
      expect(section.news_total).toBe(expected[section.filter_type]!.length);
    }
  });

  it('narrows sections to their categories and subcategories', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const world = await room.story({ subcategoryId: room.first.subcategoryIds[0] });
    const worldOther = await room.story({ subcategoryId: room.first.subcategoryIds[1] }, 5);
    await room.story({ categoryId: room.second.id });
    const byCategory = await insertFeaturedSection(api.deps.db, { languageId, categoryIds: String(room.first.id), rowOrder: 1 });
    const bySubcategory = await insertFeaturedSection(api.deps.db, { languageId, subcategoryIds: `${room.first.subcategoryIds[1]}`, rowOrder: 2 });
    const { body } = await list({ language_id: languageId });
    expect(body.data[0]).toMatchObject({ id: byCategory.id, category_ids: String(room.first.id), news_total: 2 });
    expect(idsOf(body.data[0].news)).toEqual([world.id, worldOther.id]);
    expect(body.data[1]).toMatchObject({ id: bySubcategory.id, news_total: 1 });
    expect(idsOf(body.data[1].news)).toEqual([worldOther.id]);
  });

  it('fills user_choice sections from the reader\'s preferred categories, else with the newest news', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const world = await room.story({}, 10);
    const arts = await room.story({ categoryId: room.second.id }, 20);
    await insertFeaturedSection(api.deps.db, { languageId, newsType: 'user_choice', isBasedOnUserChoice: 1 });
    const reader = await api.signedInUser();
    const withoutPreferences = await list({ language_id: languageId }, reader.token);
    expect(idsOf(withoutPreferences.body.data[0].news)).toEqual([world.id, arts.id]);
    expect((await list({ language_id: languageId })).body.data[0]).toMatchObject({ news_total: 2, is_based_on_user_choice: 1, news_type: 'user_choice' });

    await preferCategories(api, reader.id, [room.second.id]);
    const { body } = await list({ language_id: languageId }, reader.token);
    expect(idsOf(body.data[0].news)).toEqual([arts.id]);
    expect(body.data[0].news_total).toBe(1);
    // An invalid token reads as anonymous rather than failing.
    const stale = await list({ language_id: languageId }, 'expired-token-of-some-reader');
    expect(stale.status).toBe(200);
    expect(stale.body.data[0].news_total).toBe(2);
  });

  it('keeps only news near the reader while location news is switched on', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const [paris, cairo] = api.base.locations;
    const inParis = await room.story({ locationId: paris!.id });
    await room.story({ locationId: cairo!.id });
    await room.story({});
    await insertFeaturedSection(api.deps.db, { languageId });
    const nearParis = { language_id: languageId, latitude: 48.85, longitude: 2.35 };
    const { body } = await list(nearParis);
    expect(idsOf(body.data[0].news)).toEqual([inParis.id]);
    expect(body.data[0].news_total).toBe(1);
    expect((await list({ language_id: languageId, latitude: -60, longitude: -120 })).body.data[0]).toMatchObject({ news: [], news_total: 0 });

    await switchSetting(api, 'location_news_mode', '0');
    expect((await list(nearParis)).body.data[0].news_total).toBe(3);
    await switchSetting(api, 'location_news_mode', '1');
  });

  it('shows only video content in videos sections, from news or breaking news', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const video = await room.story({ contentType: 'video_youtube', contentValue: 'https://www.youtube.com/watch?v=x' });
    await room.story({ contentType: 'standard_post' });
    const breakingVideo = await insertBreakingNews(api.deps.db, { languageId, contentType: 'video_other', contentValue: 'https://v.example/a.mp4' });
    await insertBreakingNews(api.deps.db, { languageId });
    await insertFeaturedSection(api.deps.db, { languageId, newsType: 'videos', videosType: 'news', rowOrder: 1 });
    await insertFeaturedSection(api.deps.db, { languageId, newsType: 'videos', videosType: 'breaking_news', rowOrder: 2 });
    const { body } = await list({ language_id: languageId });
    expect(body.data[0]).toMatchObject({ videos_total: 1, videos: [{ id: video.id, content_type: 'video_youtube', content_value: 'https://www.youtube.com/watch?v=x' }] });
    expect(body.data[0].news).toBeUndefined();
    expect(body.data[1]).toMatchObject({ videos_type: 'breaking_news', videos_total: 1, videos: [{ id: breakingVideo.id, content_type: 'video_other' }] });
  });

  it('lists breaking news in breaking_news sections by their filter', async () => {
    const room = await insertNewsroom(api);
    const languageId = room.languageId;
    const older = await insertBreakingNews(api.deps.db, { languageId, totalViews: 10, createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertBreakingNews(api.deps.db, { languageId, totalViews: 2 });
    // Closed by the newsroom: no section shows it, even the most viewed.
    await insertBreakingNews(api.deps.db, { languageId, totalViews: 50, status: 0 });
    await insertFeaturedSection(api.deps.db, { languageId, newsType: 'breaking_news', filterType: 'recently_added', rowOrder: 1 });
    await insertFeaturedSection(api.deps.db, { languageId, newsType: 'breaking_news', filterType: 'most_viewed', rowOrder: 2 });
    await insertFeaturedSection(api.deps.db, { languageId, newsType: 'breaking_news', filterType: 'custom', newsIds: `${older.id},${newer.id}`, rowOrder: 3 });
    const { body } = await list({ language_id: languageId });
    expect(idsOf(body.data[0].breaking_news)).toEqual([newer.id, older.id]);
    expect(body.data[0].breaking_news_total).toBe(2);
    expect(body.data[0].breaking_news[0]).toEqual(expect.objectContaining({ id: newer.id, slug: newer.slug, total_views: 2, language_id: languageId }));
    expect(idsOf(body.data[1].breaking_news)).toEqual([older.id, newer.id]);
    expect(idsOf(body.data[2].breaking_news)).toEqual([older.id, newer.id]);
  });

  it('answers one section for section_id (an id or a slug) or slug', async () => {
    const room = await insertNewsroom(api);
    const story = await room.story();
    await insertFeaturedSection(api.deps.db, { languageId: room.languageId, rowOrder: 1 });
    const wanted = await insertFeaturedSection(api.deps.db, { languageId: room.languageId, rowOrder: 2 });
    for (const params of [{ section_id: wanted.id }, { section_id: wanted.slug }, { slug: wanted.slug }] as Record<string, string | number>[]) {
      const { body } = await list({ language_id: room.languageId, ...params });
      expect(body.total).toBe(1);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ id: wanted.id, news: [{ id: story.id }], news_total: 1 });
    }
    const unknown = await list({ language_id: room.languageId, slug: 'no-such-section' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'true', message: 'Featured section not found', data: [] });
  });

  it('answers No Data Found for a language without sections', async () => {
    const room = await insertNewsroom(api);
    const { status, body } = await list({ language_id: room.languageId });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('uses the default language when language_id is absent', async () => {
    const section = await insertFeaturedSection(api.deps.db, { languageId: api.base.en.id });
    const { body } = await list({});
    expect(idsOf(body.data)).toContain(section.id);
    await api.deps.db.delete(schema.featuredSections).where(eq(schema.featuredSections.id, section.id));
  });

  it('refuses bad parameters, unknown languages and wrong access keys', async () => {
    expect((await list({ language_id: 'abc' })).body.message).toBe('language_id must be a whole number');
    const lonely = await list({ latitude: 48.8 });
    expect(lonely.status).toBe(400);
    expect(lonely.body.message).toBe('longitude is required');
    expect((await list({ latitude: 91, longitude: 2 })).body.message).toBe('latitude must be a number between -90 and 90');
    expect((await list({ section_id: 'Not A Slug!' })).body.message).toBe('section_id must be an id or a slug');
    expect((await list({ offset: 'x' })).body.message).toBe('offset must be a whole number');
    expect((await list({ limit: -1 })).body.message).toBe('limit must be between 0 and 1000000');
    const reader = await api.signedInUser();
    const someoneElse = await list({ user_id: reader.id + 1 }, reader.token);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe('user_id does not match the signed-in user');
    const unknownLanguage = await list({ language_id: 999_999 });
    expect(unknownLanguage.status).toBe(404);
    expect(unknownLanguage.body.message).toBe('Language not found');
    const wrongKey = await api.call('get_featured_sections_website', {}, { accessKey: 'wrong' });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.message).toBe('Invalid access key');
  });
});
