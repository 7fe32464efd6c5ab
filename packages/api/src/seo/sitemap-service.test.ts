import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBreakingNews } from '../../test/builders-content';
import { insertNews } from '../../test/builders';
import { createTestApi, type TestApi } from '../../test/harness';
import { breakingNewsSitemapItems, NEWS_PER_SITEMAP, newsSitemapCount, newsSitemapStories, recentStories } from './sitemap-service';

let api: TestApi;
const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('news sitemap files', () => {
  it('cover fixed id ranges and list only the news readers may see', async () => {
    const { en, ar, categories, arCategory } = api.base;
    const politics = categories[0]!.id;
    const fresh = await insertNews(api.deps.db, { languageId: en.id, categoryId: politics, slug: 'fresh-story' });
    await insertNews(api.deps.db, { languageId: en.id, categoryId: politics, slug: 'waiting-for-review', status: 0 });
    await insertNews(api.deps.db, { languageId: en.id, categoryId: politics, slug: 'expired-story', showTill: '2000-01-01' });
    await insertNews(api.deps.db, { languageId: ar.id, categoryId: arCategory.id, slug: 'khabar-ba3id', id: NEWS_PER_SITEMAP + 7 }, { languageCode: 'ar' });

    expect(await newsSitemapCount(api.deps)).toBe(2);
    const first = await newsSitemapStories(api.deps, 1);
    expect(first.map((story) => story.slug)).toEqual(['fresh-story']);
    expect(first[0]).toEqual({ slug: 'fresh-story', languageId: en.id, lastModified: fresh.updatedAt.toISOString() });
    expect((await newsSitemapStories(api.deps, 2)).map((story) => [story.slug, story.languageId])).toEqual([['khabar-ba3id', ar.id]]);
    for (const file of [0, -1, 3, 1.5]) expect(await newsSitemapStories(api.deps, file)).toEqual([]);
  });
});

describe('Google News stories', () => {
  it('are the visible stories of the last two days, newest first', async () => {
    const { en, categories } = api.base;
    const sports = categories[1]!.id;
    await insertNews(api.deps.db, { languageId: en.id, categoryId: sports, slug: 'an-hour-ago', title: 'An hour ago', publishedAt: hoursAgo(1) });
    await insertNews(api.deps.db, { languageId: en.id, categoryId: sports, slug: 'yesterday', title: 'Yesterday', publishedAt: hoursAgo(30) });
    await insertNews(api.deps.db, { languageId: en.id, categoryId: sports, slug: 'three-days-ago', publishedAt: hoursAgo(72) });
    await insertNews(api.deps.db, { languageId: en.id, categoryId: sports, slug: 'recent-but-hidden', publishedAt: hoursAgo(2), status: 0 });
    await insertNews(api.deps.db, { languageId: en.id, categoryId: sports, slug: 'scheduled', publishedAt: new Date(now.getTime() + 3_600_000) });

    const stories = await recentStories(api.deps, now);
    const slugs = stories.map((story) => story.slug);
    expect(slugs.indexOf('an-hour-ago')).toBeLessThan(slugs.indexOf('yesterday'));
    expect(slugs).not.toContain('three-days-ago');
    expect(slugs).not.toContain('recent-but-hidden');
    expect(slugs).not.toContain('scheduled');
    expect(stories.find((story) => story.slug === 'yesterday')).toEqual({ slug: 'yesterday', languageId: en.id, title: 'Yesterday', publishedAt: hoursAgo(30).toISOString() });
  });
});

describe('breaking news sitemap', () => {
  it('lists every breaking news item with its language, newest first', async () => {
    const { en, ar } = api.base;
    await insertBreakingNews(api.deps.db, { languageId: en.id, slug: 'storm-warning', createdAt: hoursAgo(5) });
    await insertBreakingNews(api.deps.db, { languageId: ar.id, slug: 'tahdhir', createdAt: hoursAgo(1) });
    // Closed by the newsroom: its page answers 404, so search engines are not sent there.
    await insertBreakingNews(api.deps.db, { languageId: en.id, slug: 'storm-over', createdAt: hoursAgo(2), status: 0 });
    const items = await breakingNewsSitemapItems(api.deps);
    expect(items.map((item) => [item.slug, item.languageId])).toEqual([
      ['tahdhir', ar.id],
      ['storm-warning', en.id],
    ]);
    expect(items[1]!.lastModified).toBe(hoursAgo(5).toISOString());
  });
});
