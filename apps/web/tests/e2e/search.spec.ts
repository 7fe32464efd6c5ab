import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('search', () => {
  test('the header’s search popup opens the results page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const popup = page.getByRole('dialog', { name: 'Search' });
    await popup.getByRole('searchbox', { name: 'Search' }).fill('parliament');
    await popup.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=parliament$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “parliament”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Parliament in Paris passes budget after all-night session' })).toBeVisible();
    await expect(page.getByText(/^Stories found: \d+$/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the results page has its own form, and says when a query finds nothing or is too short', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const form = page.getByRole('main').getByRole('search');
    await form.getByRole('searchbox', { name: 'Search' }).fill('zeppelinquartz');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=zeppelinquartz$/);
    await expect(page.getByText('No story matches your search. Try other words.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/search?q=a');
    await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
  });

  test('an Arabic reader searches right-to-left', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('banner').getByRole('button', { name: 'بحث' }).click();
    const popup = page.getByRole('dialog', { name: 'بحث' });
    await popup.getByRole('searchbox', { name: 'بحث' }).fill('برلمان');
    await popup.getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(/\/ar\/search\?q=/);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «برلمان»' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
