import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';

test.describe('language switch', () => {
  test('moves a category page to the same category in the other language', async ({ page }) => {
    await page.goto('/category/politics');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/category\/siyasa$/);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة' })).toBeVisible();

    await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/category\/politics$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
  });

  test('moves the home page to the other language’s home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expectDocumentLanguage(page, 'fr', 'ltr');
    await expect(page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('goes from a story to the other language’s home page, stories having no translation', async ({ page, request }) => {
    const [story] = await demoNews(request);
    if (!story) throw new Error('the demo seed has stories');
    await page.goto(`/news/${story.slug}`);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expectDocumentLanguage(page, 'ar', 'rtl');
  });

  test('the default language has one address: its code prefix redirects', async ({ page }) => {
    await page.goto('/en/category/politics');
    await expect(page).toHaveURL(/\/category\/politics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible();
  });
});
