import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

/**
 * Issue 13: on a phone the header is one compact row (logo, search, account, menu button) and the
 * rest (languages, theme, the reader's links, the categories) waits in a drawer; the news starts
 * within the first screen. Wide screens keep the open layout.
 */

const PHONE = { width: 360, height: 740 };
/** One row of 40 px controls and its padding; the old header took about 400 px. */
const ONE_ROW = 72;

const SITES = [
  { code: 'en', dir: 'ltr', path: '/', topStories: 'Top stories', menu: 'Menu', closeMenu: 'Close menu', signIn: 'Sign in', search: 'Search', language: 'Language', darkTheme: 'Dark theme', bookmarks: 'Bookmarks', category: 'Politics', categoryPath: /\/category\/politics$/ },
  { code: 'ar', dir: 'rtl', path: '/ar', topStories: 'أبرز الأخبار', menu: 'القائمة', closeMenu: 'إغلاق القائمة', signIn: 'تسجيل الدخول', search: 'بحث', language: 'اللغة', darkTheme: 'الوضع الداكن', bookmarks: 'المحفوظات', category: 'سياسة', categoryPath: /\/ar\/category\/siyasa$/ },
] as const;

type Site = (typeof SITES)[number];

const menuButton = (page: Page, site: Site) => page.getByRole('banner').getByRole('button', { name: site.menu, exact: true });
const drawer = (page: Page, site: Site) => page.getByRole('dialog', { name: site.menu });

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** Whether the element that has the focus is inside the drawer. */
const focusIsInside = (page: Page, site: Site) => drawer(page, site).evaluate((dialog) => dialog.contains(document.activeElement));

for (const site of SITES) {
  test.describe(`the phone header (${site.code})`, () => {
    test.use({ viewport: PHONE, reducedMotion: 'reduce' });

    test('is one row, and the top story’s image is on the first screen', async ({ page }) => {
      await page.goto(site.path);
      await expectDocumentLanguage(page, site.code, site.dir);
      const banner = page.getByRole('banner');
      // The reader's account is known once the page's script runs: wait for it, then measure.
      await expect(banner.getByRole('link', { name: site.signIn })).toBeVisible();
      const header = await box(page, banner);
      expect(header.height).toBeLessThanOrEqual(ONE_ROW);
      for (const control of [banner.getByRole('link', { name: 'Meridian News' }), banner.getByRole('button', { name: site.search }), banner.getByRole('link', { name: site.signIn }), menuButton(page, site)]) {
        const { y, height } = await box(page, control);
        expect(y).toBeGreaterThanOrEqual(header.y);
        expect(y + height).toBeLessThanOrEqual(header.y + header.height);
      }
      // What moved into the drawer is not in the bar.
      await expect(banner.getByRole('navigation', { name: site.language })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: site.bookmarks })).toHaveCount(0);

      // The card's picture is decorative (the headline names the story): found as an element.
      const image = page.getByRole('region', { name: site.topStories }).getByRole('article').first().locator('img');
      await expect(image).toBeVisible();
      const picture = await box(page, image);
      expect(picture.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(picture.y + picture.height).toBeLessThanOrEqual(PHONE.height);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('opens its menu from the keyboard, keeps Tab inside and closes with Escape', async ({ page }) => {
      await page.goto(site.path);
      const button = menuButton(page, site);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');

      const menu = drawer(page, site);
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'missing');
      expect(await focusIsInside(page, site)).toBe(true);
      await expect(menu.getByRole('navigation', { name: site.language }).getByRole('link')).toHaveCount(3);
      await expect(menu.getByRole('button', { name: site.darkTheme })).toBeVisible();
      await expect(menu.getByRole('link', { name: site.bookmarks })).toBeVisible();
      await expect(menu.getByRole('navigation').getByRole('link', { name: site.category })).toBeVisible();

      // The drawer comes from the side the menu button is on: the right, or the left in Arabic.
      const panel = await box(page, menu);
      if (site.dir === 'ltr') expect(panel.x + panel.width).toBeCloseTo(PHONE.width, 0);
      else expect(panel.x).toBeCloseTo(0, 0);
      await expectNoSeriousA11yViolations(page);

      // Round the drawer and back: every control of it and then some, both ways.
      const stops = await menu.evaluate((dialog) => dialog.querySelectorAll('a[href], button').length);
      for (let step = 0; step < stops + 2; step++) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(page, site)).toBe(true);
      }
      for (let step = 0; step < 3; step++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(page, site)).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('takes the reader to a category from the drawer, which then closes', async ({ page }) => {
      await page.goto(site.path);
      await menuButton(page, site).click();
      const menu = drawer(page, site);
      await menu.getByRole('navigation').getByRole('link', { name: site.category }).click();
      await expect(page).toHaveURL(site.categoryPath);
      await expect(page.getByRole('heading', { level: 1, name: site.category })).toBeVisible();
      await expect(menu).toBeHidden();
      // The close button closes it too.
      await menuButton(page, site).click();
      await expect(menu.getByRole('navigation').getByRole('link', { name: site.category })).toHaveAttribute('aria-current', 'page');
      await menu.getByRole('button', { name: site.closeMenu }).click();
      await expect(menu).toBeHidden();
      await expect(menuButton(page, site)).toBeFocused();
    });
  });
}

test('a 320 pixel screen still holds the row in every language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/fr', '/ar']) {
    await page.goto(path);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Sign in|Se connecter|تسجيل الدخول/ })).toBeVisible();
    expect((await box(page, banner)).height, path).toBeLessThanOrEqual(ONE_ROW);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('a wide screen keeps the open header, its category bar hinting that it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(banner.getByRole('navigation', { name: 'Language' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Bookmarks' })).toBeVisible();
  await expect(banner.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Politics' })).toBeVisible();

  // Narrower, the categories overflow their bar: the far edge fades until the reader scrolls to it.
  await page.setViewportSize({ width: 700, height: 800 });
  const list = banner.getByRole('navigation', { name: 'Main navigation' }).getByRole('list');
  const edges = () => list.evaluate((element) => ({ start: getComputedStyle(element).getPropertyValue('--fade-start'), end: getComputedStyle(element).getPropertyValue('--fade-end') }));
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect.poll(edges).toEqual({ start: '0px', end: '40px' });
  await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect.poll(edges).toEqual({ start: '40px', end: '0px' });
  // Proximity, the default strength, is left out of the computed value.
  expect(await list.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('inline');
});
