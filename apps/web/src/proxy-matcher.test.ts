import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

const runsFor = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });

describe('the proxy matcher', () => {
  it('runs for pages, with or without a language prefix', () => {
    for (const path of ['/', '/ar', '/news/budget-passes', '/ar/category/siyasa', '/xx']) expect(runsFor(path), path).toBe(true);
  });

  it('runs for the site files, so the default language serves them at the root', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/news-2.xml', '/sitemaps/pages.xml', '/rss.xml', '/ar/rss.xml', '/en/rss.xml', '/category/politics/rss.xml', '/ar/category/siyasa/rss.xml']) {
      expect(runsFor(path), path).toBe(true);
    }
  });

  it('leaves the API, media, Next.js assets and other files alone', () => {
    for (const path of ['/api/get_news', '/media/seed/logo.webp', '/_next/static/chunks/app.js', '/health', '/sw.js', '/favicon.ico', '/icon.svg']) {
      expect(runsFor(path), path).toBe(false);
    }
  });
});
