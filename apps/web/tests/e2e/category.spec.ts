import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectCanonical } from './demo-site';

test.describe('category listings', () => {
  test('page through a category with the page links', async ({ page }) => {
    await page.goto('/category/politics');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstPageStory = await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent();

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/category\/politics\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).not.toHaveText(firstPageStory ?? '');
    await expect(page).toHaveTitle(/Page 2/);
    await expectCanonical(page, /\/category\/politics\?page=2$/);
    await expectNoSeriousA11yViolations(page);

    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/category\/politics$/);
  });

  test('narrow a category to one of its subcategories', async ({ page }) => {
    await page.goto('/category/politics');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Parliament' }).click();
    await expect(page).toHaveURL(/\/category\/politics\/parliament$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parliament' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Parliament' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });

  test('a page past the last one is not found', async ({ page }) => {
    const response = await page.goto('/category/politics?page=500');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('Arabic listings page right-to-left', async ({ page }) => {
    await page.goto('/ar/category/siyasa?page=2');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'الصفحات' }).getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });
});
