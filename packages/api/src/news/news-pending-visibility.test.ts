import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { ROLES } from '@newsroom/contract/roles';
import { schema } from '@newsroom/db/client';
import { imageFile, insertNewsWorld } from '../../test/builders-news';
import { createTestApi, type ApiResponse, type TestApi } from '../../test/harness';
import { newsSitemapStories, recentStories } from '../seo/sitemap-service';

// A story waiting for approval (status 0), or rejected (2), is its author's alone: no public
// read names it, whoever asks. Each read below is proven to work by a published twin that it
// does show. docs/writing-rules.md lists these reads.

let api: TestApi;
let world: Awaited<ReturnType<typeof insertNewsWorld>>;
let author: { id: number; token: string };
let reader: { id: number; token: string };
let pending: { id: number; slug: string };
let published: { id: number; slug: string };
const PENDING_TITLE = 'Lighthouse keeper pending story';
const PUBLISHED_TITLE = 'Lighthouse keeper published story';

/** A video story with a tag, a subcategory and a location, through set_news. */
async function write(token: string, title: string) {
  const fields = {
    action_type: 1, language_id: world.languageId, category_id: world.categories[0]!.id, subcategory_id: world.subcategories[0]!.id,
    tag_id: String(world.tags[0]!.id), location_id: api.base.locations[0]!.id, title, content_type: 'video_youtube',
    content_data: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', description: '<p>Lighthouse keeper at work.</p>',
  };
  const { status, body } = await api.call('set_news', fields, { token, method: 'POST', files: { image: await imageFile('png') } });
  expect(status).toBe(200);
  return body.data as { id: number; slug: string; status: number };
}

beforeAll(async () => {
  api = await createTestApi();
  api.deps.config.postRatePerMinute = 1000;
  world = await insertNewsWorld(api.deps.db);
  author = await api.signedInUser({ role: ROLES.author });
  reader = await api.signedInUser();
  pending = await write(author.token, PENDING_TITLE);
  published = await write((await api.signedInUser({ role: ROLES.trustedAuthor })).token, PUBLISHED_TITLE);
  const { db } = api.deps;
  const section = { languageId: world.languageId, shortDescription: '', styleWeb: 'style_1' };
  await db.insert(schema.featuredSections).values([
    { ...section, title: 'Latest', slug: 'pending-latest', newsType: 'news', filterType: 'recently_added', rowOrder: 1 },
    { ...section, title: 'Picked', slug: 'pending-picked', newsType: 'news', filterType: 'custom', newsIds: `${pending.id},${published.id}`, rowOrder: 2 },
    { ...section, title: 'Watch', slug: 'pending-videos', newsType: 'videos', videosType: 'news', filterType: 'most_viewed', rowOrder: 3 },
    { ...section, title: 'Chosen', slug: 'pending-choice', newsType: 'user_choice', filterType: 'most_like', rowOrder: 4 },
  ]);
  await db.insert(schema.notifications).values({ languageId: world.languageId, newsId: pending.id, title: 'Read this', message: 'Soon' });
});
afterAll(() => api.close());
beforeEach(() => api.deps.cache.clear());

const text = (response: ApiResponse) => JSON.stringify(response.body);

/** Each public read, as an anonymous reader or a signed-in one (`token`). */
function publicReads(token?: string): [string, () => Promise<ApiResponse>][] {
  const language = { language_id: world.languageId };
  const get = (endpoint: string, params: Record<string, string | number> = {}) => () => api.call(endpoint, { ...language, ...params }, { token });
  const [paris] = api.base.locations;
  return [
    ['get_news list', get('get_news')],
    ['get_news search', get('get_news', { search: 'lighthouse keeper' })],
    ['get_news category', get('get_news', { category_id: world.categories[0]!.id })],
    ['get_news category_slug', get('get_news', { category_slug: world.categories[0]!.slug })],
    ['get_news subcategory', get('get_news', { subcategory_id: world.subcategories[0]!.id })],
    ['get_news tag', get('get_news', { tag_id: world.tags[0]!.id })],
    ['get_news tag_slug', get('get_news', { tag_slug: world.tags[0]!.slug })],
    ['get_news near', get('get_news', { latitude: paris!.latitude, longitude: paris!.longitude })],
    ['get_videos', get('get_videos')],
    ['get_featured_sections', get('get_featured_sections')],
    ['get_featured_section_by_id custom', get('get_featured_section_by_id', { slug: 'pending-picked' })],
    ['get_featured_section_by_id videos', get('get_featured_section_by_id', { slug: 'pending-videos' })],
  ];
}

describe('a pending story', () => {
  it('appears in no public list, search, section or video list, for anonymous and signed-in readers alike', async () => {
    for (const token of [undefined, reader.token]) {
      for (const [read, call] of publicReads(token)) {
        const answer = text(await call());
        expect({ read, shown: answer.includes(PUBLISHED_TITLE) }).toEqual({ read, shown: true });
        expect({ read, leaked: answer.includes(PENDING_TITLE) || answer.includes(pending.slug) }).toEqual({ read, leaked: false });
      }
    }
  });

  it('is not found by id or slug by anyone but its author', async () => {
    for (const token of [undefined, reader.token]) {
      const names: Record<string, string | number>[] = [{ id: pending.id }, { id: pending.slug }, { slug: pending.slug }];
      for (const named of names) {
        const { body } = await api.call('get_news', { language_id: world.languageId, ...named }, { token });
        expect(body.message).toBe('No Data Found');
      }
    }
    const names: Record<string, string | number>[] = [{ id: pending.id }, { slug: pending.slug }];
    for (const named of names) {
      const { body } = await api.call('get_news', { language_id: world.languageId, ...named }, { token: author.token });
      expect([body.data[0].id, body.data[0].status]).toEqual([pending.id, NEWS_STATUS.pending]);
    }
    // The author's own reads are not cached, so the next anonymous one does not get them.
    expect((await api.call('get_news', { language_id: world.languageId, id: pending.id })).body.message).toBe('No Data Found');
  });

  it('is in no sitemap and no Google News sitemap', async () => {
    const slugs = (await newsSitemapStories(api.deps, 1)).map((story) => story.slug);
    expect([slugs.includes(published.slug), slugs.includes(pending.slug)]).toEqual([true, false]);
    const recent = (await recentStories(api.deps)).map((story) => story.slug);
    expect([recent.includes(published.slug), recent.includes(pending.slug)]).toEqual([true, false]);
  });

  it('cannot be viewed, liked, bookmarked or commented on (404, as unknown news)', async () => {
    const post = (endpoint: string, params: Record<string, string | number>) => api.call(endpoint, params, { token: reader.token, method: 'POST' });
    const answers = {
      view: await post('set_news_view', { news_id: pending.id }),
      like: await post('set_like_dislike', { news_id: pending.id, status: 1 }),
      bookmark: await post('set_bookmark', { news_id: pending.id, status: 1 }),
      comment: await post('set_comment', { news_id: pending.id, message: 'First!' }),
      comments: await api.call('get_comment_by_news', { news_id: pending.slug }),
    };
    for (const [read, answer] of Object.entries(answers)) expect([read, answer.status, answer.body.message]).toEqual([read, 404, 'News not found']);
  });

  it('is left out of bookmarks and likes made while it was published, once it is sent back for approval', async () => {
    const story = await write((await api.signedInUser({ role: ROLES.trustedAuthor })).token, 'Lighthouse keeper resubmitted');
    const post = (endpoint: string, params: Record<string, string | number>) => api.call(endpoint, params, { token: reader.token, method: 'POST' });
    expect((await post('set_bookmark', { news_id: story.id, status: 1 })).status).toBe(200);
    expect((await post('set_like_dislike', { news_id: story.id, status: 1 })).status).toBe(200);
    await api.deps.db.update(schema.news).set({ status: NEWS_STATUS.pending }).where(eq(schema.news.id, story.id));
    api.deps.cache.clear();
    for (const endpoint of ['get_bookmark', 'get_like']) {
      const answer = await api.call(endpoint, { language_id: world.languageId }, { token: reader.token });
      expect([endpoint, text(answer).includes('Lighthouse keeper resubmitted')]).toEqual([endpoint, false]);
    }
  });

  it('lends no title or link to a notification read by every reader', async () => {
    const { body } = await api.call('get_notification', { language_id: world.languageId });
    const notice = body.data.find((item: { title: string }) => item.title === 'Read this');
    expect(notice.news).toEqual({ id: pending.id, title: '', slug: '' });
  });
});

describe('the author\'s own list (get_user_news=1)', () => {
  it('shows each of the author\'s stories whatever its status: pending, published, expired and rejected', async () => {
    const own = (await api.signedInUser({ role: ROLES.author }));
    const [waiting, live, expired, rejected] = [await write(own.token, 'Mine waiting'), await write(own.token, 'Mine live'), await write(own.token, 'Mine expired'), await write(own.token, 'Mine rejected')];
    const { db } = api.deps;
    await db.update(schema.news).set({ status: NEWS_STATUS.published }).where(eq(schema.news.id, live!.id));
    await db.update(schema.news).set({ status: NEWS_STATUS.published, showTill: '2001-01-01' }).where(eq(schema.news.id, expired!.id));
    await db.update(schema.news).set({ status: NEWS_STATUS.rejected }).where(eq(schema.news.id, rejected!.id));
    const { body } = await api.call('get_news', { language_id: world.languageId, get_user_news: 1, limit: 50 }, { token: own.token });
    const listed = Object.fromEntries(body.data.map((item: { id: number; status: number; show_till: string }) => [item.id, [item.status, item.show_till]]));
    expect(listed).toEqual({
      [waiting!.id]: [NEWS_STATUS.pending, ''],
      [live!.id]: [NEWS_STATUS.published, ''],
      [expired!.id]: [NEWS_STATUS.published, '2001-01-01'],
      [rejected!.id]: [NEWS_STATUS.rejected, ''],
    });
    expect(body.total).toBe(4);
  });
});
