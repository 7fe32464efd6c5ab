import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoNews } from './demo-site';
import { postAs } from './support/reader-api';
import { testReaders } from './support/test-readers';

// The entry's page cache (docs/seo-and-performance.md, "Page cache") in front of the real Next.js:
// these checks read its `X-Page-Cache` answer (HIT: from memory, MISS: Next.js answered, BYPASS:
// never from memory).

const cacheOf = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  (await request.get(path, { headers, maxRedirects: 0 })).headers()['x-page-cache'];

/** Asks until the page comes from memory: another test's write may clear it at any moment. */
async function expectCached(request: APIRequestContext, path: string) {
  await expect(async () => {
    await request.get(path);
    expect(await cacheOf(request, path)).toBe('HIT');
  }).toPass();
}

test.describe('cached pages in front of Next.js', () => {
  test('an article is answered from memory until a write through the API clears it', async ({ request }) => {
    const story = (await demoNews(request))[20]!;
    // An address of this test alone (Next.js serves the article for it), so no other test fills it again.
    const path = `/news/${story.slug}?cache-check=${Date.now()}`;
    await expectCached(request, path);
    const page = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toMatch(/s-maxage=30/);
    expect(await page.text()).toContain(story.title);

    await postAs(request, testReaders()[0]!, 'set_comment', { news_id: story.slug, parent_id: 0, message: `Read twice ${Date.now()}` });
    expect(await cacheOf(request, path)).toBe('MISS');
    await expectCached(request, path);
  });

  test("per-reader screens, signed-in calls and Next.js's router requests never come from memory", async ({ request }) => {
    expect(await cacheOf(request, '/sign-in')).not.toBe('HIT');
    expect(await cacheOf(request, '/sign-in')).toBe('BYPASS');
    expect((await request.get('/sign-in')).headers()['cache-control']).toMatch(/no-store/);

    await expectCached(request, '/');
    expect(await cacheOf(request, '/', { authorization: 'Bearer someone' })).toBe('BYPASS');
    expect(await cacheOf(request, '/', { rsc: '1' })).toBe('BYPASS');
    expect(await cacheOf(request, '/', { 'next-router-prefetch': '1', rsc: '1' })).toBe('BYPASS');
  });
});
