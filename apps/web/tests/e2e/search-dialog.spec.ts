import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

/**
 * Issue 17: the header's search popup is a dialog in the site's look (a sheet across the top on a
 * phone, a card on a desktop), in either theme, that keeps focus inside, closes on Escape, its
 * close button or a tap outside, and gives focus back to the search button.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const searchButton = (page: Page, name = 'Search') => page.getByRole('banner').getByRole('button', { name });

async function openSearch(page: Page, name = 'Search') {
  await searchButton(page, name).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name })).toBeFocused();
  return dialog;
}

test.describe('search dialog', () => {
  test('on a phone: a sheet across the top in the site’s colours, focus kept inside and given back', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const dialog = await openSearch(page);

    // The whole width, at the top; the brand's colour on the button, not the system's grey.
    // Polled: it slides in from just above.
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box && [Math.round(box.x), Math.round(box.y), Math.round(box.width)];
    }).toEqual([0, 0, PHONE.width]);
    await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const submit = dialog.getByRole('button', { name: 'Search' });
    const brand = await page.getByRole('banner').evaluate((banner) => getComputedStyle(banner).backgroundColor);
    await expect(submit).toHaveCSS('background-color', brand);
    await expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search news, topics and places');
    // Big enough not to make a phone zoom in on the field.
    await expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveCSS('font-size', '16px');
    await expectNoSeriousA11yViolations(page);

    // Tab goes round inside: field, search, close, and back.
    const close = dialog.getByRole('button', { name: 'Close' });
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();

    // Escape closes it and the search button has focus again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // So do its close button and a tap below it, on the dimmed page.
    await openSearch(page);
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await openSearch(page);
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
    await expect(dialog).toBeHidden();

    // An empty search goes nowhere.
    await openSearch(page);
    await submit.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a desktop: a card near the top, in the dark theme too', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const dialog = await openSearch(page);
    // 40rem wide, centred, clear of the top edge (polled: it slides in).
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box && [Math.round(box.width), Math.abs(box.x + box.width / 2 - DESKTOP.width / 2) <= 1, Math.round(box.y) === Math.round(DESKTOP.height * 0.12)];
    }).toEqual([640, true, true]);
    await expect(dialog).toHaveCSS('background-color', 'rgb(21, 29, 44)');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('budget');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=budget$/);
    await expect(dialog).toBeHidden();
  });

  test('right-to-left in Arabic: the close button at the left', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/ar');
    const dialog = await openSearch(page, 'بحث');
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox();
    const field = await dialog.getByRole('searchbox', { name: 'بحث' }).boundingBox();
    expect(close && field && close.x < field.x).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(searchButton(page, 'بحث')).toBeFocused();
  });
});
