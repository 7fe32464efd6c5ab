import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { ACCESS_KEY, expectCanonical, expectDocumentLanguage } from './demo-site';


test.describe('tag pages', () => {
  test('a story’s tag lists the tag’s stories, a page at a time', async ({ page, request }) => {
    const answer = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&tag_slug=ai&limit=1`);
    const story = ((await answer.json()) as { data: { slug: string }[] }).data[0];
    if (!story) throw new Error('the demo seed has stories tagged "ai"');
    await page.goto(`/news/${story.slug}`);
    await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'Artificial intelligence' }).click();
    await expect(page).toHaveURL(/\/tags\/ai$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Artificial intelligence' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/tags\/ai\/page\/2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await expect(page).toHaveTitle(/Page 2/);
    await expectCanonical(page, /\/tags\/ai\/page\/2$/);
    await expectNoSeriousA11yViolations(page);
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/tags\/ai$/);
  });

  test('an Arabic tag reads right-to-left; a tag of another language is not found', async ({ page, request }) => {
    const answer = await request.get(`/api/get_tag?access_key=${ACCESS_KEY}&language_id=3&limit=1`);
    const tag = ((await answer.json()) as { data: { slug: string; tag_name: string }[] }).data[0];
    if (!tag) throw new Error('the demo seed has Arabic tags');
    await page.goto(`/ar/tags/${tag.slug}`);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: tag.tag_name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const response = await page.goto('/ar/tags/ai');
    expect(response?.status()).toBe(404);
  });
});
