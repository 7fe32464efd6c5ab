import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('site pages', () => {
  test('the footer leads to the index of pages, and from there to each page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'More pages' }).click();
    await expect(page).toHaveURL(/\/page$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'More pages' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const index = page.getByRole('main').getByRole('list');
    for (const title of ['About us', 'Contact us', 'Privacy policy', 'Terms and conditions']) {
      await index.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goBack();
    }
    await expect(index.getByRole('listitem')).toHaveCount(5);
  });

  test('the Arabic pages read right-to-left, a custom page included', async ({ page }) => {
    await page.goto('/ar/page');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'صفحات أخرى' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'الميثاق التحريري' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'الميثاق التحريري' })).toBeVisible();
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expectNoSeriousA11yViolations(page);
  });
});
