import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('live streaming', () => {
  test('the header leads to the streams; a YouTube stream plays when asked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\/live-streaming$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Live streaming' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Live: evening news bulletin' }).click();
    await expect(page).toHaveURL(/\/live-streaming\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live: evening news bulletin' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Watch video: Live: evening news bulletin' }).click();
    await expect(page.locator('iframe[title="Live: evening news bulletin"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  });

  test('an HLS stream gets a video player, with the other streams beside it', async ({ page }) => {
    await page.goto('/live-streaming');
    await page.getByRole('link', { name: 'Live: 24-hour news channel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live: 24-hour news channel' })).toBeVisible();
    await expect(page.locator('video[aria-label="Live: 24-hour news channel"]')).toHaveAttribute('controls', '');
    await expect(page.getByRole('complementary', { name: 'Live streaming' }).getByRole('link', { name: 'Live: evening news bulletin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Arabic streams read right-to-left, and an unknown stream is not found', async ({ page }) => {
    await page.goto('/ar/live-streaming');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'البث المباشر' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'مباشر' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/ar\/live-streaming\/\d+$/);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expectNoSeriousA11yViolations(page);

    const response = await page.goto('/ar/live-streaming/99999');
    expect(response?.status()).toBe(404);
  });
});
