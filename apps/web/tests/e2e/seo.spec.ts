import { expect, test } from '@playwright/test';
import { demoNews } from './demo-site';
import { fetchSiteFile, parseXml, texts } from './xml-documents';

const XML = /^application\/xml; charset=utf-8$/;
const RSS = /^application\/rss\+xml; charset=utf-8$/;
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|clarity\.ms|news\.google\.com\/swg/;

test.describe('files for search engines and feed readers', () => {
  test('robots.txt points to the sitemap; site files exist only at the root', async ({ request, baseURL }) => {
    const robots = await fetchSiteFile(request, '/robots.txt', /^text\/plain/);
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect((await request.get('/ar/robots.txt')).status()).toBe(404);
    expect((await request.get('/sitemaps/news-99999.xml')).status()).toBe(404);
  });

  test('the sitemap index lists files of absolute URLs, with hreflang alternates', async ({ page, request, baseURL }) => {
    const index = await parseXml(page, await fetchSiteFile(request, '/sitemap.xml', XML));
    expect(index.root).toBe('sitemapindex');
    const files = texts(index, 'loc');
    for (const name of ['pages', 'breaking-news', 'news-1', 'google-news']) expect(files).toContain(`${baseURL}/sitemaps/${name}.xml`);

    for (const file of files.filter((loc) => !loc.endsWith('/google-news.xml'))) {
      const sitemap = await parseXml(page, await fetchSiteFile(request, file.slice(baseURL!.length), XML));
      expect(sitemap.root, file).toBe('urlset');
      const locs = texts(sitemap, 'loc');
      expect(locs.length, file).toBeGreaterThan(0);
      for (const loc of locs) expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    }

    const pages = await parseXml(page, await fetchSiteFile(request, '/sitemaps/pages.xml', XML));
    const alternates = (pages.elements.link ?? []).map((link) => link.attributes);
    for (const link of alternates) expect(link.href!.startsWith(`${baseURL}/`), link.href).toBe(true);
    // The home pages name each other, and x-default is the default language's home.
    const homeLinks = alternates.filter((link) => [`${baseURL}/`, `${baseURL}/ar`, `${baseURL}/fr`].includes(link.href!));
    expect(homeLinks).toEqual(expect.arrayContaining([
      expect.objectContaining({ rel: 'alternate', hreflang: 'en', href: `${baseURL}/` }),
      expect.objectContaining({ hreflang: 'ar', href: `${baseURL}/ar` }),
      expect.objectContaining({ hreflang: 'x-default', href: `${baseURL}/` }),
    ]));
    const locs = texts(pages, 'loc');
    expect(locs).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/ar`]));
    expect(locs.some((loc) => loc.startsWith(`${baseURL}/ar/category/`))).toBe(true);
    // An Arabic category names its English equivalent.
    expect(alternates.some((link) => link.hreflang === 'ar' && link.href!.startsWith(`${baseURL}/ar/category/`))).toBe(true);

    const news = await parseXml(page, await fetchSiteFile(request, '/sitemaps/news-1.xml', XML));
    const stories = texts(news, 'loc');
    expect(stories.some((loc) => loc.startsWith(`${baseURL}/news/`))).toBe(true);
    expect(stories.some((loc) => loc.startsWith(`${baseURL}/ar/news/`))).toBe(true);
    for (const lastModified of texts(news, 'lastmod')) expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
  });

  test('the sitemaps list every public screen and none of the reader\'s own pages', async ({ page, request, baseURL }) => {
    const index = await parseXml(page, await fetchSiteFile(request, '/sitemap.xml', XML));
    const locs: string[] = [];
    for (const file of texts(index, 'loc')) {
      locs.push(...texts(await parseXml(page, await fetchSiteFile(request, file.slice(baseURL!.length), XML)), 'loc'));
    }
    const paths = locs.map((loc) => loc.slice(baseURL!.length));
    for (const prefix of ['', '/ar']) {
      for (const screen of ['/breaking-news', '/live-streaming', '/categories', '/videos', '/tags', '/page']) expect(paths, `${prefix}${screen}`).toContain(`${prefix}${screen}`);
      for (const kind of ['/breaking-news/', '/live-streaming/', '/category/', '/tags/', '/featured/', '/page/', '/news/']) {
        expect(paths.some((path) => path.startsWith(`${prefix}${kind}`)), `${prefix}${kind}…`).toBe(true);
      }
    }
    const own = /\/(bookmarks|notifications|sign-in|sign-up|verify-email|forgot-password|reset-password|profile|search)(\/|\?|$)/;
    expect(paths.filter((path) => own.test(path))).toEqual([]);

    // What they list exists.
    for (const kind of ['/tags/', '/featured/', '/live-streaming/', '/ar/featured/']) {
      const path = paths.find((candidate) => candidate.startsWith(kind))!;
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('the Google News sitemap holds the stories of the last two days', async ({ page, request, baseURL }) => {
    const sitemap = await parseXml(page, await fetchSiteFile(request, '/sitemaps/google-news.xml', XML));
    expect(sitemap.root).toBe('urlset');
    const dates = texts(sitemap, 'publication_date');
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(1000);
    const twoDaysAgo = Date.now() - 2 * 86_400_000 - 60_000;
    for (const date of dates) expect(Date.parse(date)).toBeGreaterThanOrEqual(twoDaysAgo);
    expect(new Set(texts(sitemap, 'language'))).toEqual(new Set(['en', 'fr', 'ar']));
    expect(texts(sitemap, 'name').every((name) => name === 'Meridian News')).toBe(true);
    for (const title of texts(sitemap, 'title')) expect(title.trim()).not.toBe('');
    for (const loc of texts(sitemap, 'loc')) expect(loc).toMatch(new RegExp(`^${baseURL}(/(fr|ar))?/news/`));
  });

  for (const { path, language } of [
    { path: '/rss.xml', language: 'en' },
    { path: '/ar/rss.xml', language: 'ar' },
  ]) {
    test(`the ${language} RSS feed is an RSS 2.0 channel of absolute links`, async ({ page, request, baseURL }) => {
      const feed = await parseXml(page, await fetchSiteFile(request, path, RSS));
      expect(feed.root).toBe('rss');
      expect(feed.elements.rss![0]!.attributes.version).toBe('2.0');
      expect(texts(feed, 'language')).toEqual([language]);
      expect(feed.elements.link!.find((link) => link.attributes.rel === 'self')?.attributes.href).toBe(`${baseURL}${path}`);
      const items = feed.elements.item ?? [];
      expect(items.length).toBeGreaterThan(0);
      const links = texts(feed, 'link').filter(Boolean);
      const prefix = language === 'en' ? `${baseURL}/news/` : `${baseURL}/ar/news/`;
      expect(links.filter((link) => link.startsWith(prefix))).toHaveLength(items.length);
      for (const date of texts(feed, 'pubDate')) expect(Number.isNaN(Date.parse(date))).toBe(false);
      expect((await request.get(`/${language === 'en' ? 'en' : 'ar'}/rss.xml`, { maxRedirects: 0 })).status()).toBe(language === 'en' ? 308 : 200);
    });
  }

  test('pages link their feeds: the language feed, and the category feed on a category', async ({ page, request, baseURL }) => {
    await page.goto('/ar/category/siyasa');
    const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feeds).toHaveCount(2);
    const hrefs = await feeds.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual([`${baseURL}/ar/rss.xml`, `${baseURL}/ar/category/siyasa/rss.xml`]);
    const feed = await parseXml(page, await fetchSiteFile(request, '/ar/category/siyasa/rss.xml', RSS));
    expect(texts(feed, 'category').every((name) => name === 'سياسة')).toBe(true);

    await page.goto('/');
    await expect(feeds).toHaveCount(1);
    await expect(feeds).toHaveAttribute('href', `${baseURL}/rss.xml`);
  });

  test('no third-party tag loads by default', async ({ page, request }) => {
    const outside: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) outside.push(sent.url());
    });
    const story = (await demoNews(request)).find((item) => item.content_type === 'standard_post');
    if (!story) throw new Error('the demo seed has a text story');
    for (const path of ['/', `/news/${story.slug}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.content()).not.toMatch(THIRD_PARTY);
    }
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(structured['@type']).toBe('NewsArticle');
    expect(structured).not.toHaveProperty('isPartOf');
    expect(outside.filter((url) => THIRD_PARTY.test(url))).toEqual([]);
  });
});
