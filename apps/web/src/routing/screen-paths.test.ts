import { describe, expect, it } from 'vitest';
import { breakingNewsListPath, featuredSectionPath, pageNumber, searchPagePath, tagPath, videoNewsPath } from './screen-paths';

const en = { code: 'en', isDefault: true };
const ar = { code: 'ar', isDefault: false };

describe('screen paths', () => {
  it('page listings with a /page/N segment that page 1 goes without', () => {
    expect(breakingNewsListPath(en)).toBe('/breaking-news');
    expect(breakingNewsListPath(ar, 3)).toBe('/ar/breaking-news/page/3');
    expect(tagPath(en, 'ai', 1)).toBe('/tags/ai');
    expect(featuredSectionPath(ar, 'abraz-al-akhbar', 2)).toBe('/ar/featured/abraz-al-akhbar/page/2');
    expect(videoNewsPath(en, 2)).toBe('/videos/page/2');
  });

  it('carry the search query and page in the query string', () => {
    expect(searchPagePath(en)).toBe('/search');
    expect(searchPagePath(ar, 'برلمان وطني', 2)).toBe(`/ar/search?q=${encodeURIComponent('برلمان').replace(/%20/g, '+')}+${encodeURIComponent('وطني')}&page=2`);
  });

  it('read a page segment: none is page 1, a second address of page 1 or a non-number is nothing', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('2')).toBe(2);
    expect(pageNumber('120')).toBe(120);
    for (const wrong of ['1', '0', '01', '-2', 'two', '1e3', '1234567']) expect(pageNumber(wrong)).toBeNull();
  });
});
