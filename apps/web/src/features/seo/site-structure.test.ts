import type { Page } from '@newsroom/contract/pages';
import type { Category } from '@newsroom/contract/taxonomy';
import { describe, expect, it } from 'vitest';
import type { LanguageTable, SiteLanguage } from '../../server-data/site';
import { siteStructurePages } from './site-structure';

const en: SiteLanguage = { id: 1, code: 'en', name: 'English', dir: 'ltr', isDefault: true };
const ar: SiteLanguage = { id: 2, code: 'ar', name: 'العربية', dir: 'rtl', isDefault: false };
const table: LanguageTable = { languages: [en, ar], defaultLanguage: en };

function category(id: number, slug: string, rowOrder: number, subSlugs: string[] = []): Category {
  return {
    id, language_id: 0, category_name: slug, slug, row_order: rowOrder, image: '', meta_title: '', meta_description: '', meta_keyword: '',
    sub_categories: subSlugs.map((sub, index) => ({ id: id * 10 + index, category_id: id, subcategory_name: sub, slug: sub, image: '', meta_title: '', meta_description: '', meta_keyword: '' })),
  };
}

const page = (slug: string, pageType: string) => ({ slug, page_type: pageType }) as Page;

describe('siteStructurePages', () => {
  const pages = siteStructurePages(
    table,
    [
      { language: en, categories: [category(1, 'politics', 1, ['parliament', 'elections']), category(2, 'sports', 2)], pages: [page('about-us', 'about-us'), page('careers', 'custom')] },
      { language: ar, categories: [category(3, 'siyasa', 1, ['barlaman'])], pages: [page('man-nahnu', 'about-us')] },
    ],
    [(language) => (language.isDefault ? '/videos' : `/${language.code}/videos`)],
  );
  const byPath = new Map(pages.map((entry) => [entry.path, entry.alternates]));

  it('lists the screens of every language, then each language\'s categories, subcategories and pages', () => {
    expect(pages.map((entry) => entry.path)).toEqual([
      '/', '/ar', '/videos', '/ar/videos',
      '/category/politics', '/category/politics/parliament', '/category/politics/elections', '/category/sports', '/page/about-us', '/page/careers',
      '/ar/category/siyasa', '/ar/category/siyasa/barlaman', '/ar/page/man-nahnu',
    ]);
  });

  it('links the equivalents the pages themselves link: homes, menu places, page types', () => {
    expect(byPath.get('/')).toEqual({ en: '/', ar: '/ar' });
    expect(byPath.get('/ar/videos')).toEqual({ en: '/videos', ar: '/ar/videos' });
    expect(byPath.get('/category/politics')).toEqual({ en: '/category/politics', ar: '/ar/category/siyasa' });
    expect(byPath.get('/ar/category/siyasa/barlaman')).toEqual({ en: '/category/politics/parliament', ar: '/ar/category/siyasa/barlaman' });
    expect(byPath.get('/ar/page/man-nahnu')).toEqual({ en: '/page/about-us', ar: '/ar/page/man-nahnu' });
  });

  it('gives no equivalent where there is none', () => {
    expect(byPath.get('/category/sports')).toEqual({ en: '/category/sports' });
    expect(byPath.get('/category/politics/elections')).toEqual({ en: '/category/politics/elections' });
    expect(byPath.get('/page/careers')).toEqual({ en: '/page/careers' });
  });
});

describe('siteStructurePages with sections, tags and streams', () => {
  const pages = siteStructurePages(table, [
    { language: en, categories: [], pages: [], sections: [{ slug: 'top', row_order: 1 }, { slug: 'for-you', row_order: 9 }], tags: [{ slug: 'elections' }], streams: [{ id: 7 }] },
    { language: ar, categories: [], pages: [], sections: [{ slug: 'abraz', row_order: 1 }], tags: [{ slug: 'intikhabat' }] },
  ]);
  const byPath = new Map(pages.map((entry) => [entry.path, entry.alternates]));

  it("lists each section's view-all page, each tag and each stream", () => {
    expect(pages.map((entry) => entry.path)).toEqual(['/', '/ar', '/featured/top', '/featured/for-you', '/tags/elections', '/live-streaming/7', '/ar/featured/abraz', '/ar/tags/intikhabat']);
  });

  it('matches sections as their pages do (slug, else place on the home page); tags and streams have no equivalent', () => {
    expect(byPath.get('/featured/top')).toEqual({ en: '/featured/top', ar: '/ar/featured/abraz' });
    expect(byPath.get('/featured/for-you')).toEqual({ en: '/featured/for-you' });
    expect(byPath.get('/ar/tags/intikhabat')).toEqual({ ar: '/ar/tags/intikhabat' });
    expect(byPath.get('/live-streaming/7')).toEqual({ en: '/live-streaming/7' });
  });
});
