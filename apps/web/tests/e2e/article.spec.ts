import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';

test.describe('article page', () => {
  test('a text story shows its photos, tags, counts, comments, related news and structured data', async ({ page, request }) => {
    const story = (await demoNews(request)).find((item) => item.content_type === 'standard_post' && item.images.length > 0);
    if (!story) throw new Error('the demo seed has a text story with photos');
    await page.goto(`/news/${story.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${story.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(story.images.length);
    await expect(page.getByRole('heading', { level: 2, name: 'Tags' })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Reader actions' });
    await expect(actions.getByRole('button', { name: /^\W*Like \d+/ })).toBeVisible();
    await expect(actions.getByRole('button', { name: /^\W*Dislike \d+/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Related news' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(2);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(structured).toMatchObject({ '@type': 'NewsArticle', headline: story.title, inLanguage: 'en' });
    await expectNoSeriousA11yViolations(page);
  });

  test('a phone downloads the lead photo and the cards in smaller sizes', async ({ page, request }) => {
    const story = (await demoNews(request)).find((item) => item.content_type === 'standard_post');
    if (!story) throw new Error('the demo seed has a text story');
    await page.setViewportSize({ width: 360, height: 740 });
    const resized: string[] = [];
    page.on('response', (response) => {
      if (/\/media\/.+\?w=\d+$/.test(response.url()) && response.ok() && response.headers()['content-type'] === 'image/webp') resized.push(response.url());
    });
    await page.goto(`/news/${story.slug}`);
    const lead = page.getByRole('main').getByRole('img', { name: story.title, exact: true }).first();
    await expect(lead).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=1280 1280w$/);
    // 360 CSS pixels wide at a device pixel ratio of 1: the 640 pixel copy is the smallest that fills it.
    await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\?w=640$/);
    await expect.poll(() => resized.length).toBeGreaterThan(0);
  });

  test('a YouTube story loads the player only when asked', async ({ page, request }) => {
    const story = (await demoNews(request)).find((item) => item.content_type === 'video_youtube');
    if (!story) throw new Error('the demo seed has a YouTube story');
    await page.goto(`/news/${story.slug}`);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Watch video: ${story.title}` }).click();
    await expect(page.locator(`iframe[title="${story.title}"]`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  });

  test('video link and uploaded video stories play in the page', async ({ page, request }) => {
    const stories = await demoNews(request);
    for (const type of ['video_other', 'video_upload']) {
      const story = stories.find((item) => item.content_type === type);
      if (!story) throw new Error(`the demo seed has a ${type} story`);
      await page.goto(`/news/${story.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
      await expect(page.locator(`video[aria-label="${story.title}"]`)).toHaveAttribute('controls', '');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('an Arabic story reads right-to-left', async ({ page, request }) => {
    const [story] = await demoNews(request, 3);
    if (!story) throw new Error('the demo seed has Arabic stories');
    await page.goto(`/ar/news/${story.slug}`);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a story opened under another language moves to its own language', async ({ page, request }) => {
    const [story] = await demoNews(request);
    if (!story) throw new Error('the demo seed has stories');
    await page.goto(`/ar/news/${story.slug}`);
    await expect(page).toHaveURL(new RegExp(`:\\d+/news/${story.slug}$`));
    await expectDocumentLanguage(page, 'en', 'ltr');
  });
});
