import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('featured section "view all"', () => {
  test('a home section opens all its stories, a page at a time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Top stories' }).getByRole('link', { name: 'View all: Top stories' }).click();
    await expect(page).toHaveURL(/\/featured\/top-stories$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Top stories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/featured\/abraz-al-akhbar$/);
    await expectNoSeriousA11yViolations(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    const firstStory = await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent();
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/featured\/top-stories\/page\/2$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).not.toHaveText(firstStory ?? '');
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the Arabic section reads right-to-left; a section opened under another language moves to its own', async ({ page }) => {
    await page.goto('/ar/featured/abraz-al-akhbar');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أبرز الأخبار' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'الصفحات' }).getByRole('link', { name: 'الصفحة 1' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/ar/featured/top-stories');
    await expect(page).toHaveURL(/:\d+\/featured\/top-stories$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
  });
});
