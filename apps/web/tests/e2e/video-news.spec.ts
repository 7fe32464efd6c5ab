import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test.describe('video news', () => {
  test('the header leads to the video stories, a page at a time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Video news' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Video news' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expect(page).toHaveTitle('Video | Meridian News');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/videos\/page\/2$/);
    const story = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
    const title = (await story.textContent())?.trim() ?? '';
    await story.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Every story of the page is a video: the article shows a player (or the link to the video).
    const player = page
      .getByRole('button', { name: `Watch video: ${title}` })
      .or(page.getByRole('main').locator('video'))
      .or(page.getByRole('main').getByRole('link', { name: 'Watch video' }));
    await expect(player.first()).toBeVisible();
  });

  test('the Arabic page reads right-to-left', async ({ page }) => {
    await page.goto('/ar/videos');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أخبار بالفيديو' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'أخبار بالفيديو' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });
});
