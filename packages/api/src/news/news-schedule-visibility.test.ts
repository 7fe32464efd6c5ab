import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWS_STATUS } from '@newsroom/contract/news';
import { insertStory } from '../../test/builders-comments';
import { createTestApi, type TestApi } from '../../test/harness';
import { newsSitemapStories } from '../seo/sitemap-service';

// A scheduled story (published, its `published_at` ahead) and a newsroom draft (status 3) reach
// no reader; the scheduled one does once its time has passed (a fake clock moves the API's time,
// which the visibility condition reads, not the database's). A published twin proves each read.

let api: TestApi;
const later = new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  api = await createTestApi();
  await insertStory(api, { slug: 'moon-landing-replay', title: 'Moon landing replay', contentType: 'video_youtube', contentValue: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  await insertStory(api, { slug: 'moon-landing-scheduled', title: 'Moon landing scheduled', publishedAt: later, contentType: 'video_youtube', contentValue: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  await insertStory(api, { slug: 'moon-landing-draft', title: 'Moon landing draft', status: NEWS_STATUS.draft });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

async function seen(): Promise<string[]> {
  api.deps.cache.clear();
  const language = { language_id: api.base.en.id };
  const lists = await Promise.all([
    api.call('get_news', { ...language, search: 'moon landing', limit: 50 }),
    api.call('get_news', { ...language, category_id: api.base.categories[0]!.id, limit: 50 }),
    api.call('get_videos', { ...language, limit: 50 }),
  ]);
  const slugs = lists.flatMap(({ body }) => (body.data ?? []).map((item: { slug: string }) => item.slug));
  for (const slug of ['moon-landing-replay', 'moon-landing-scheduled', 'moon-landing-draft']) {
    if ((await api.call('get_news', { ...language, slug })).body.data?.length) slugs.push(`${slug} by slug`);
  }
  slugs.push(...(await newsSitemapStories(api.deps, 1)).map((story) => `${story.slug} in the sitemap`));
  return [...new Set(slugs.filter((slug) => slug.startsWith('moon-landing')))].sort();
}

describe('scheduled stories and drafts', () => {
  it('a scheduled story waits for its time; a draft never shows', async () => {
    const replay = ['moon-landing-replay', 'moon-landing-replay by slug', 'moon-landing-replay in the sitemap'];
    expect(await seen()).toEqual(replay);
    vi.useFakeTimers({ toFake: ['Date'], now: later.getTime() + 1000 });
    expect(await seen()).toEqual([...replay, 'moon-landing-scheduled', 'moon-landing-scheduled by slug', 'moon-landing-scheduled in the sitemap'].sort());
  });

  it('a scheduled story takes no comments and shows none before its time', async () => {
    const story = await insertStory(api, { slug: 'moon-landing-comments', title: 'Moon landing comments', publishedAt: later });
    const reader = await api.signedInUser();
    const comment = () => api.call('set_comment', { news_id: story.id, parent_id: 0, message: 'First!' }, { method: 'POST', token: reader.token });
    expect((await comment()).status).toBe(404);
    expect((await api.call('get_comment_by_news', { news_id: story.id })).status).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'], now: later.getTime() + 1000 });
    expect((await comment()).status).toBe(200);
  });
});
