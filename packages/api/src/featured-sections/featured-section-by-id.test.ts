import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertAdSpace, insertFeaturedSection } from '../../test/builders-content';
import { idsOf, insertNewsroom, preferCategories } from '../../test/builders-featured';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let room: Awaited<ReturnType<typeof insertNewsroom>>;
let section: Awaited<ReturnType<typeof insertFeaturedSection>>;
let storyIds: number[];

beforeAll(async () => {
  api = await createTestApi();
  room = await insertNewsroom(api);
  storyIds = [];
  // Twelve stories, newest first; every third one is in Paris.
  for (let n = 0; n < 12; n += 1) {
    const story = await room.story({ locationId: n % 3 === 0 ? api.base.locations[0]!.id : null }, n);
    storyIds.push(story.id);
  }
  section = await insertFeaturedSection(api.deps.db, { languageId: room.languageId, styleWeb: 'style_4', ogImage: 'seed/og.webp' });
  await insertAdSpace(api.deps.db, { languageId: room.languageId, adSpace: 'featured_section', featuredSectionId: section.id });
});
afterAll(() => api.close());

const byId = (params: Record<string, string | number>, token?: string) => api.call('get_featured_section_by_id', params, { token });

describe('get_featured_section_by_id', () => {
  it('answers one section with a page of its items and the count of them all', async () => {
    const { status, body } = await byId({ language_id: room.languageId, section_id: section.id, offset: 0, limit: 10 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'Featured section fetched successfully', total: 12 });
    // A list holding the one section: clients read data[0].news (or .videos, .breaking_news).
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: section.id, slug: section.slug, news_type: 'news', style_web: 'style_4', style_app: 'style_4', og_image: 'http://news.test/media/seed/og.webp', news_total: 12,
      ad_spaces: { ad_space: 'featured_section', ad_url: 'https://ads.example/go', ad_featured_section_id: section.id },
    });
    expect(idsOf(body.data[0].news)).toEqual(storyIds.slice(0, 10));
    expect(typeof body.data[0].news[0].total_like).toBe('number');
  });

  it('pages the items with offset and limit', async () => {
    const second = await byId({ section_id: section.id, language_id: room.languageId, offset: 10, limit: 10 });
    expect(second.body.total).toBe(12);
    expect(idsOf(second.body.data[0].news)).toEqual(storyIds.slice(10));
    const middle = await byId({ section_id: section.id, offset: 4, limit: 3 });
    expect(idsOf(middle.body.data[0].news)).toEqual(storyIds.slice(4, 7));
    const beyond = await byId({ section_id: section.id, offset: 50, limit: 10 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ error: 'false', total: 12, data: [{ news: [], news_total: 12 }] });
  });

  it('pages ranked sections consistently, newest first among equal counts', async () => {
    const ranked = await insertNewsroom(api);
    const likes = [3, 0, 1, 0, 1, 0, 0];
    const stories = [];
    for (const [n, totalLike] of likes.entries()) stories.push({ id: (await ranked.story({ totalLike }, n)).id, totalLike, n });
    const expected = [...stories].sort((a, b) => b.totalLike - a.totalLike || a.n - b.n).map((story) => story.id);
    const mostLiked = await insertFeaturedSection(api.deps.db, { languageId: ranked.languageId, filterType: 'most_like' });
    const seen: number[] = [];
    for (let offset = 0; offset < 8; offset += 2) {
      const { body } = await byId({ section_id: mostLiked.id, offset, limit: 2 });
      expect(body.total).toBe(7);
      seen.push(...idsOf(body.data[0].news));
    }
    expect(seen).toEqual(expected);
    expect(idsOf((await byId({ section_id: mostLiked.id, offset: 5, limit: 10 })).body.data[0].news)).toEqual(expected.slice(5));
  });

  it('accepts a slug as section_id, or slug on its own', async () => {
    for (const params of [{ section_id: section.slug }, { slug: section.slug }] as Record<string, string>[]) {
      const { body } = await byId({ language_id: room.languageId, ...params });
      expect(body.data[0].id).toBe(section.id);
      expect(body.total).toBe(12);
    }
  });

  it('narrows to news near the reader', async () => {
    const { body } = await byId({ section_id: section.id, latitude: 48.85, longitude: 2.35 });
    expect(body.total).toBe(4);
    expect(idsOf(body.data[0].news)).toEqual(storyIds.filter((_, n) => n % 3 === 0));
  });

  it('follows the reader\'s preferred categories in a user_choice section', async () => {
    const mine = await room.story({ categoryId: room.second.id }, 100);
    const forYou = await insertFeaturedSection(api.deps.db, { languageId: room.languageId, newsType: 'user_choice', isBasedOnUserChoice: 1 });
    const reader = await api.signedInUser();
    await preferCategories(api, reader.id, [room.second.id]);
    await api.deps.db.insert(schema.bookmarks).values({ userId: reader.id, newsId: mine.id });
    // The admin console clears the read cache (with the counts kept in it) after publishing.
    api.deps.cache.clear();
    const { body } = await byId({ section_id: forYou.id }, reader.token);
    expect(body.total).toBe(1);
    expect(body.data[0].news).toEqual([expect.objectContaining({ id: mine.id, bookmark: 1 })]);
    expect((await byId({ section_id: forYou.id })).body.total).toBe(13);
  });

  it('needs section_id or slug', async () => {
    const { status, body } = await byId({ language_id: room.languageId });
    expect(status).toBe(400);
    expect(body.message).toBe('section_id is required');
    expect((await byId({ section_id: '-3' })).body.message).toBe('section_id must be an id or a slug');
  });

  it('answers 404 for an unknown or inactive section and an unknown language', async () => {
    const hidden = await insertFeaturedSection(api.deps.db, { languageId: room.languageId, status: 0 });
    for (const params of [{ section_id: 999_999 }, { slug: 'no-such-section' }, { section_id: hidden.id }] as Record<string, string | number>[]) {
      const { status, body } = await byId(params);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'true', message: 'Featured section not found', data: [] });
    }
    const language = await byId({ section_id: section.id, language_id: 999_999 });
    expect(language.status).toBe(404);
    expect(language.body.message).toBe('Language not found');
  });

  it('refuses a wrong access key and a lone coordinate', async () => {
    expect((await api.call('get_featured_section_by_id', { section_id: section.id }, { accessKey: 'nope' })).status).toBe(401);
    const lonely = await byId({ section_id: section.id, longitude: 2 });
    expect(lonely.status).toBe(400);
    expect(lonely.body.message).toBe('latitude is required');
  });
});
