import { describe, expect, it, vi } from 'vitest';
import { createNavigationProgress, isPageChangeClick, routeKey, startNavigationProgress, type LinkClick } from './navigation-progress';

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const here = new URL('https://news.test/en/news/first?x=1#top');
const link = (href: string, more: { target?: string; download?: boolean } = {}) => ({ href, target: more.target ?? '', download: more.download ?? false });

describe('page-change progress', () => {
  it('starts on a change and ends when the route has rendered, telling its listeners', () => {
    const progress = createNavigationProgress();
    const listener = vi.fn();
    progress.subscribe(listener);
    expect(progress.isActive()).toBe(false);
    progress.start();
    progress.start();
    expect(progress.isActive()).toBe(true);
    progress.done('/en/search?q=a');
    expect(progress.isActive()).toBe(false);
    expect(progress.renderedRoute()).toBe('/en/search?q=a');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a plain click on a link to another page of the site starts it', () => {
    expect(isPageChangeClick(plain, link('https://news.test/en/category/sports'), here)).toBe(true);
    expect(isPageChangeClick(plain, link('https://news.test/en/news/first?x=2'), here)).toBe(true);
    expect(isPageChangeClick(plain, link('/fr', { target: '_self' }), here)).toBe(true);
  });

  it('new tabs, downloads, other sites, other schemes and jumps within the page do not', () => {
    expect(isPageChangeClick({ ...plain, metaKey: true }, link('/fr'), here)).toBe(false);
    expect(isPageChangeClick({ ...plain, ctrlKey: true }, link('/fr'), here)).toBe(false);
    expect(isPageChangeClick({ ...plain, button: 1 }, link('/fr'), here)).toBe(false);
    expect(isPageChangeClick(plain, link('/fr', { target: '_blank' }), here)).toBe(false);
    expect(isPageChangeClick(plain, link('/file.pdf', { download: true }), here)).toBe(false);
    expect(isPageChangeClick(plain, link('https://elsewhere.test/en'), here)).toBe(false);
    expect(isPageChangeClick(plain, link('mailto:desk@news.test'), here)).toBe(false);
    expect(isPageChangeClick(plain, link('https://news.test/en/news/first?x=1#comments'), here)).toBe(false);
  });

  it('compares routes decoded, as usePathname and location may differ in encoding', () => {
    expect(routeKey('/ar/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1', '')).toBe(routeKey('/ar/أخبار', ''));
    expect(routeKey('/en/search', '?q=a%20b')).toBe(routeKey('/en/search', 'q=a+b'));
    expect(routeKey('/en/search', '')).toBe('/en/search');
    expect(routeKey('/en/%E0%A4', '')).toBe('/en/%E0%A4');
  });

  it('a programmatic change starts it, unless it goes to the page already shown', () => {
    const progress = createNavigationProgress();
    progress.done('/fr/search?q=rain');
    startNavigationProgress('/fr/search?q=rain', progress);
    expect(progress.isActive()).toBe(false);
    startNavigationProgress('/fr/search?q=wind', progress);
    expect(progress.isActive()).toBe(true);
  });
});
