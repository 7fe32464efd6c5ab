import { describe, expect, it } from 'vitest';
import { rssXml } from './rss-xml';
import { googleNewsXml, sitemapIndexXml, urlSetXml } from './sitemap-xml';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>\u0000\u0008`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;');
    expect(escapeXml('عاجل — 🎉')).toBe('عاجل — 🎉');
  });
});

describe('sitemaps', () => {
  it('write hreflang alternates as xhtml links', () => {
    const xml = urlSetXml([{ loc: 'https://news.example/?a=1&b=2', lastModified: '2030-01-02T03:04:05.000Z', alternates: { en: 'https://news.example/', ar: 'https://news.example/ar' } }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<url><loc>https://news.example/?a=1&amp;b=2</loc><lastmod>2030-01-02T03:04:05.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://news.example/ar"/>');
  });

  it('index the files', () => {
    expect(sitemapIndexXml(['https://news.example/sitemaps/pages.xml'])).toMatch(/<sitemapindex [^>]+>\n<sitemap><loc>https:\/\/news.example\/sitemaps\/pages.xml<\/loc><\/sitemap>\n<\/sitemapindex>/);
  });

  it('give Google News the publication, language, date and title of each story', () => {
    const xml = googleNewsXml('Meridian & Co', [{ loc: 'https://news.example/news/a', title: 'A <title>', language: 'ar', publishedAt: '2030-01-02T03:04:05.000Z' }]);
    expect(xml).toContain('<news:publication><news:name>Meridian &amp; Co</news:name><news:language>ar</news:language></news:publication>');
    expect(xml).toContain('<news:title>A &lt;title&gt;</news:title>');
  });
});

describe('rssXml', () => {
  it('writes an RSS 2.0 channel with a self link and permalink guids', () => {
    const xml = rssXml(
      { title: 'Site', link: 'https://news.example/', self: 'https://news.example/rss.xml', description: 'News', language: 'en', lastBuildDate: 'Wed, 02 Jan 2030 03:04:05 GMT' },
      [{ title: 'Story', link: 'https://news.example/news/story', description: 'Summary & more', pubDate: 'Wed, 02 Jan 2030 03:04:05 GMT', category: 'Politics', image: 'https://news.example/media/a.webp' }],
    );
    expect(xml).toMatch(/^<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://news.example/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<guid isPermaLink="true">https://news.example/news/story</guid>');
    expect(xml).toContain('<description>Summary &amp; more</description>');
    expect(xml).toContain('<media:content url="https://news.example/media/a.webp" medium="image"/>');
  });
});
