import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoNews } from './demo-site';

// What a phone on a slow network pays before the first screen: the lead picture once, in the size
// the screen needs; no picture of another page (the links' prefetches); two small stylesheets at most;
// nothing moving once painted. Sizes and counts only: timings are the benchmark's (bench:web).

/** The layout shifts a reader did not cause, summed from the page's first moment. */
const RECORD_LAYOUT_SHIFTS = () => {
  const shifts = { sum: 0 };
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.sum += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Every picture of the site's media the page asks for, in order (`?w=` copies included). */
function recordPictures(page: Page): string[] {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/media/')) pictures.push(request.url());
  });
  return pictures;
}

/** Opens `path` on a phone and waits until its scripts ran and the links' prefetches were answered. */
async function openOnPhone(page: Page, path: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(RECORD_LAYOUT_SHIFTS);
  const prefetched = page.waitForResponse((response) => response.request().headers()['next-router-prefetch'] === '1');
  await page.goto(path);
  await prefetched;
  await page.waitForLoadState('networkidle');
}

/** The one priority picture of the page, loaded, in a copy smaller than the original. */
async function expectLeadPicture(page: Page, request: APIRequestContext, pictures: string[]) {
  const lead = page.locator('img[fetchpriority="high"]');
  await expect(lead).toHaveCount(1);
  await expect(lead).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=1280 1280w$/);
  await expect(lead).toHaveAttribute('sizes', /100vw/);
  await expect(lead).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const shown = await lead.evaluate((image: HTMLImageElement) => image.currentSrc);
  // 360 CSS pixels at a device pixel ratio of 1: the 640 pixel copy is the smallest that fills it.
  expect(shown).toMatch(/\?w=640$/);
  const original = shown.replace(/\?w=\d+$/, '');
  expect(pictures.filter((url) => url.startsWith(original))).toEqual([shown]);
  // The copy is at most as wide as it was asked for (a smaller original comes as it is).
  expect(await lead.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeLessThanOrEqual(640);
  expect((await request.get(shown)).status()).toBe(200);
}

/** Pictures asked for are pictures the page shows: none for the pages its links prefetch. */
async function expectOnlyShownPictures(page: Page, pictures: string[]) {
  const shown = new Set(await page.evaluate(() => Array.from(document.images, (image) => image.currentSrc).filter(Boolean)));
  expect(pictures.filter((url) => !shown.has(url))).toEqual([]);
}

async function expectNoLayoutShift(page: Page) {
  const sum = await page.evaluate(() => (window as unknown as { layoutShifts: { sum: number } }).layoutShifts.sum);
  expect(sum).toBeLessThan(0.01);
}

/**
 * The stylesheets the first paint waits for: the shell's and the pages' (about 10 KB compressed).
 * Inlining them (Next.js `inlineCss`) writes the CSS into every page three times, which delayed
 * the lead picture more than the two parallel requests did (docs/seo-and-performance.md).
 */
async function expectAtMostTwoStylesheets(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const stylesheets = html.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.length).toBeLessThanOrEqual(2);
}

test.describe('the first screen on a phone', () => {
  for (const language of [
    { prefix: '', id: 1 },
    { prefix: '/ar', id: 3 },
  ]) {
    test(`an article${language.prefix ? ' in Arabic' : ''} downloads its lead picture once, small, and nothing moves`, async ({ page, request }) => {
      const story = (await demoNews(request, language.id)).find((item) => item.content_type === 'standard_post');
      if (!story) throw new Error('the demo seed has a text story');
      const pictures = recordPictures(page);
      await openOnPhone(page, `${language.prefix}/news/${story.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
      await expectLeadPicture(page, request, pictures);
      await expectOnlyShownPictures(page, pictures);
      await expectNoLayoutShift(page);
      await expectAtMostTwoStylesheets(request, `${language.prefix}/news/${story.slug}`);
    });
  }

  test('the home page downloads its lead picture once and only the pictures it shows', async ({ page, request }) => {
    const pictures = recordPictures(page);
    await openOnPhone(page, '/');
    await expect(page.getByRole('main')).toBeVisible();
    await expectLeadPicture(page, request, pictures);
    await expectOnlyShownPictures(page, pictures);
    await expectNoLayoutShift(page);
    await expectAtMostTwoStylesheets(request, '/ar');
  });

  test('a category page downloads its lead picture once and only the pictures it shows', async ({ page, request }) => {
    const categories = (await (await request.get('/api/get_category?access_key=5670&language_id=1&limit=1')).json()) as { data: { slug: string; category_name: string }[] };
    const [category] = categories.data;
    if (!category) throw new Error('the demo seed has categories');
    const pictures = recordPictures(page);
    await openOnPhone(page, `/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLeadPicture(page, request, pictures);
    await expectOnlyShownPictures(page, pictures);
    await expectNoLayoutShift(page);
    await expectAtMostTwoStylesheets(request, `/category/${category.slug}`);
  });
});
