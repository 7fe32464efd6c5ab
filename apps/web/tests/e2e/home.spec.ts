import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectCanonical, expectDocumentLanguage } from './demo-site';

test.describe('home page', () => {
  test('shows the featured sections and breaking news in English', async ({ page }) => {
    await page.goto('/');
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page).toHaveTitle(/^Meridian News/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian News' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: 'Breaking news' })).toBeVisible();
    for (const section of ['Top stories', 'Breaking now', 'Watch', 'Editor’s picks', 'Most discussed', 'Most read']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    // The ranking style (style_5, "Most discussed" in the demo) numbers its stories.
    const ranking = page.getByRole('region', { name: 'Most discussed' });
    await expect(ranking.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).first()).toBeVisible();
    await expectCanonical(page, /\/$|:\d+$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('is right-to-left in Arabic, with the layout mirrored', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ar');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'أبرز الأخبار' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(navigation.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('aria-current', 'page');
    // The logo sits at the right edge and the language links at the left.
    const logo = await page.getByRole('link', { name: 'Meridian News' }).first().boundingBox();
    const languages = await page.getByRole('navigation', { name: 'اللغة' }).boundingBox();
    expect(logo && languages && logo.x > languages.x).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a 360 pixel wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Top stories' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('switches to the dark theme and remembers it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('lets a keyboard user skip to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
