import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectCanonical, expectDocumentLanguage } from './demo-site';

test.describe('breaking news', () => {
  test('the home ticker leads to the list, and the list to an alert, which counts the view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Breaking news' }).getByRole('link', { name: 'View all: Breaking news' }).click();
    await expect(page).toHaveURL(/\/breaking-news$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Breaking news' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Breaking news' })).toHaveAttribute('aria-current', 'page');
    const alerts = page.getByRole('main').getByRole('article');
    await expect(alerts).toHaveCount(6);
    await expectCanonical(page, /\/breaking-news$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/breaking-news$/);
    await expectNoSeriousA11yViolations(page);

    const first = alerts.first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await first.textContent())?.trim() ?? '';
    const counted = page.waitForRequest((request) => request.url().includes('/api/set_breaking_news_view'));
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await counted;
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Breaking news' }).click();
    await expect(page).toHaveURL(/\/breaking-news$/);
  });

  test('the Arabic list reads right-to-left', async ({ page }) => {
    await page.goto('/ar/breaking-news');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'عاجل' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
  });

  test('a page past the last one, or page 1 under a second address, is not found', async ({ page }) => {
    for (const path of ['/breaking-news/page/9', '/breaking-news/page/1']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });
});
