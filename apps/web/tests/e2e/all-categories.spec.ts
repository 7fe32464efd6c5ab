import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('all categories', () => {
  test('the header leads to every category with its subcategories', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/categories$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('list', { name: 'Sections: Politics' }).getByRole('link', { name: 'Parliament' }).click();
    await expect(page).toHaveURL(/\/category\/politics\/parliament$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parliament' })).toBeVisible();
  });

  test('the Arabic page reads right-to-left and switches language to its equivalent', async ({ page }) => {
    await page.goto('/ar/categories');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'كل الأقسام' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'سياسة' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/categories$/);
  });
});
