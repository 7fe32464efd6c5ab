import { describe, expect, it } from 'vitest';
import { categoryFeedPath, categoryPath, feedPath, localePath, newsPath } from './paths';
import { decideRoute } from './proxy-routes';

const languages = { codes: ['en', 'fr', 'ar'], defaultCode: 'en' };

describe('decideRoute', () => {
  it('serves un-prefixed paths in the default language', () => {
    expect(decideRoute('/', '', languages)).toEqual({ kind: 'rewrite', pathname: '/en', search: '' });
    expect(decideRoute('/news/budget-passes', '?x=1', languages)).toEqual({ kind: 'rewrite', pathname: '/en/news/budget-passes', search: '?x=1' });
  });

  it('passes prefixed paths of the other languages through', () => {
    expect(decideRoute('/ar', '', languages)).toEqual({ kind: 'pass' });
    expect(decideRoute('/fr/news/budget', '', languages)).toEqual({ kind: 'pass' });
  });

  it('redirects the default language prefix to the un-prefixed URL', () => {
    expect(decideRoute('/en', '', languages)).toEqual({ kind: 'redirect', pathname: '/', search: '' });
    expect(decideRoute('/en/news/x', '?a=b', languages)).toEqual({ kind: 'redirect', pathname: '/news/x', search: '?a=b' });
  });

  it('treats an unknown code as a path of the default language (which has no such page)', () => {
    expect(decideRoute('/xx/news/x', '', languages)).toEqual({ kind: 'rewrite', pathname: '/en/xx/news/x', search: '' });
  });

  it('turns the page query of a listing into a path segment', () => {
    expect(decideRoute('/ar/category/siyasa', '?page=3', languages)).toEqual({ kind: 'rewrite', pathname: '/ar/category/siyasa/-/3', search: '' });
    expect(decideRoute('/category/politics/parliament', '', languages)).toEqual({ kind: 'rewrite', pathname: '/en/category/politics/parliament/1', search: '' });
    expect(decideRoute('/category/politics', '?page=2&utm=x', languages)).toEqual({ kind: 'rewrite', pathname: '/en/category/politics/-/2', search: '?utm=x' });
  });

  it('serves the site files of the default language without a prefix', () => {
    for (const file of ['/robots.txt', '/sitemaps/news-3.xml', '/rss.xml']) {
      expect(decideRoute(file, '', languages)).toEqual({ kind: 'rewrite', pathname: `/en${file}`, search: '' });
    }
    // The index is served by the sitemaps route: Next.js reserves folders named sitemap.xml.
    expect(decideRoute('/sitemap.xml', '', languages)).toEqual({ kind: 'rewrite', pathname: '/en/sitemaps/index.xml', search: '' });
    expect(decideRoute('/en/sitemap.xml', '', languages)).toEqual({ kind: 'redirect', pathname: '/sitemap.xml', search: '' });
    expect(decideRoute('/ar/rss.xml', '', languages)).toEqual({ kind: 'pass' });
    expect(decideRoute('/en/rss.xml', '', languages)).toEqual({ kind: 'redirect', pathname: '/rss.xml', search: '' });
  });

  it('takes a category feed for a file of that category, not a subcategory listing', () => {
    expect(decideRoute('/category/politics/rss.xml', '', languages)).toEqual({ kind: 'rewrite', pathname: '/en/category/politics/rss.xml', search: '' });
    expect(decideRoute('/ar/category/siyasa/rss.xml', '?page=2', languages)).toEqual({ kind: 'pass' });
  });

  it('passes the internal listing route through unchanged', () => {
    expect(decideRoute('/ar/category/siyasa/-/3', '', languages)).toEqual({ kind: 'pass' });
  });
});

describe('public paths', () => {
  const en = { code: 'en', isDefault: true };
  const ar = { code: 'ar', isDefault: false };

  it('prefix every language but the default one', () => {
    expect(localePath(en)).toBe('/');
    expect(localePath(ar)).toBe('/ar');
    expect(newsPath(ar, 'khabar-1')).toBe('/ar/news/khabar-1');
    expect(categoryPath(en, 'politics', undefined, 2)).toBe('/category/politics?page=2');
    expect(categoryPath(ar, 'siyasa', 'barlaman')).toBe('/ar/category/siyasa/barlaman');
    expect(feedPath(en)).toBe('/rss.xml');
    expect(feedPath(ar)).toBe('/ar/rss.xml');
    expect(categoryFeedPath(ar, 'siyasa')).toBe('/ar/category/siyasa/rss.xml');
  });
});
