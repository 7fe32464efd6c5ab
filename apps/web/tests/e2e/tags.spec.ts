import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { ACCESS_KEY, expectCanonical, expectDocumentLanguage } from './demo-site';


test.describe('tag pages', () => {
  test('a story’s tag lists the tag’s stories, a page at a time', async ({ page, request }) => {
    // Every health story is about public health: the demo's one tag with more than a page of stories.
    const answer = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&tag_slug=public-health&limit=1`);
    const { data, total } = (await answer.json()) as { data: { slug: string }[]; total: number };
    const story = data[0];
    if (!story || total <= 12 || total > 24) throw new Error('the demo seed has 13 to 24 stories tagged "public-health"');
    await page.goto(`/news/${story.slug}`);
    await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'Public health' }).click();
    await expect(page).toHaveURL(/\/tags\/public-health$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Public health' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/tags\/public-health\/page\/2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(total - 12);
    await expect(page).toHaveTitle(/Page 2/);
    await expectCanonical(page, /\/tags\/public-health\/page\/2$/);
    await expectNoSeriousA11yViolations(page);
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/tags\/public-health$/);
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

  test('the index lists every tag of the language in alphabetical order, and each leads to its stories', async ({ page, request }) => {
    const answer = await request.get(`/api/get_tag?access_key=${ACCESS_KEY}&language_id=1&limit=100`);
    const names = ((await answer.json()) as { data: { tag_name: string }[] }).data.map((tag) => tag.tag_name);
    expect(names.length).toBeGreaterThan(0);

    // Found from any page's footer.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tags', exact: true }).click();
    await expect(page).toHaveURL(/\/tags$/);
    await expectDocumentLanguage(page, 'en', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tags/);
    await expectCanonical(page, /\/tags$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/tags$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/tags$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', /\/$/);
    const links = page.getByRole('main').getByRole('list', { name: 'Tags' }).getByRole('link');
    await expect(links).toHaveText([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    await expectNoSeriousA11yViolations(page);

    await links.filter({ hasText: /^Public health$/ }).click();
    await expect(page).toHaveURL(/\/tags\/public-health$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Public health' })).toBeVisible();
    // A tag's page leads back to the index.
    await page.getByRole('main').getByRole('link', { name: 'Tags', exact: true }).click();
    await expect(page).toHaveURL(/\/tags$/);
  });

  test('the Arabic index reads right-to-left and links the Arabic tags', async ({ page, request }) => {
    const answer = await request.get(`/api/get_tag?access_key=${ACCESS_KEY}&language_id=3&limit=100`);
    const tags = ((await answer.json()) as { data: { slug: string; tag_name: string }[] }).data;
    const response = await page.goto('/ar/tags');
    expect(response?.status()).toBe(200);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الوسوم' })).toBeVisible();
    await expectCanonical(page, /\/ar\/tags$/);
    const links = page.getByRole('main').getByRole('list', { name: 'الوسوم' }).getByRole('link');
    await expect(links).toHaveCount(tags.length);
    const tag = tags[0]!;
    await expect(links.filter({ hasText: tag.tag_name })).toHaveAttribute('href', `/ar/tags/${tag.slug}`);
    await expectNoSeriousA11yViolations(page);
  });
});
