import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('not found', () => {
  test('an unknown path answers 404 in the language of its prefix', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
  });

  test('an unknown story or language code answers 404 in the default language', async ({ page }) => {
    for (const path of ['/news/no-such-story', '/xx']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectDocumentLanguage(page, 'en', 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});
