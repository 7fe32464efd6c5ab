import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';
import { writeStoryAs } from './support/publish-story';
import { testReader } from './support/test-readers';

/**
 * Videos that play, and videos that say they cannot (docs/reader-screens.md, "Video"): the demo's
 * uploaded video plays in Chromium; a story whose video does not load tells the reader and links
 * to the video's source, in English and Arabic. Broken stories are written through the API by
 * the trusted author, whose stories are published at once.
 */

/** The player of a story, found by the name it gives screen readers (the story's title). */
const player = (page: Page, title: string) => page.getByRole('main').locator(`video[aria-label="${title}"]`);
/** The player's notice: empty while the video is fine, the failure and the link when it is not. */
const notice = (page: Page) => page.getByRole('main').getByRole('figure').getByRole('status');
const videoState = (video: Locator) => video.evaluate((element: HTMLVideoElement) => ({ ready: element.readyState, time: element.currentTime, failed: element.error !== null }));

/** A published story whose video is at this address (content type `video_other`). */
async function storyWithVideoAt(request: APIRequestContext, videoUrl: string, code: string): Promise<{ slug: string; title: string }> {
  const title = `${code === 'ar' ? 'فيديو معطّل' : 'A broken video'} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const story = await writeStoryAs(request, testReader('Test Trusted Author'), { title, code, content_type: 'video_other', content_data: videoUrl, description: `<p>${title}.</p>` });
  expect(story.status).toBe(1);
  return { slug: story.slug, title };
}

test.describe('video playback', () => {
  test('the demo\'s uploaded video plays in the page', async ({ page, request }) => {
    const story = (await demoNews(request)).find((item) => item.content_type === 'video_upload');
    if (!story) throw new Error('the demo seed has an uploaded-video story');
    await page.goto(`/news/${story.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    const video = player(page, story.title);
    // The site's own file: its first bytes load with the page, so the player knows its length.
    await expect.poll(async () => (await videoState(video)).ready).toBeGreaterThanOrEqual(1);
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(async () => (await videoState(video)).time).toBeGreaterThan(0.5);
    const playing = await videoState(video);
    expect(playing.failed).toBe(false);
    expect(playing.ready).toBeGreaterThanOrEqual(2);
    await expect(notice(page)).toHaveText('');
    await expectNoSeriousA11yViolations(page);
  });

  test('a video that cannot load says so and links to its source', async ({ page, request, baseURL }) => {
    const missing = `${baseURL}/media/videos/missing-${Date.now().toString(36)}.mp4`;
    const story = await storyWithVideoAt(request, missing, 'en');
    await page.goto(`/news/${story.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(notice(page)).toHaveText('This video could not be played here. Open the video at its source');
    await expect(notice(page).getByRole('link', { name: 'Open the video at its source' })).toHaveAttribute('href', missing);
    // The player stays, so the reader can still try again.
    await expect(player(page, story.title)).toHaveAttribute('controls', '');
    await expectNoSeriousA11yViolations(page);
  });

  test('another site\'s video is asked for only on Play, and its failure is told then', async ({ page, request }) => {
    // Another origin where nothing listens: the request fails at once.
    const elsewhere = `http://127.0.0.1:47/clips/${Date.now().toString(36)}.mp4`;
    const story = await storyWithVideoAt(request, elsewhere, 'en');
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith('http://127.0.0.1:47/')) asked.push(sent.url());
    });
    await page.goto(`/news/${story.slug}`);
    const video = player(page, story.title);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(notice(page)).toHaveText('');
    expect(asked).toEqual([]);
    // The reader presses Play: only now is the other site asked, and its failure told.
    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await expect(notice(page)).toHaveText('This video could not be played here. Open the video at its source');
    await expect(notice(page).getByRole('link', { name: 'Open the video at its source' })).toHaveAttribute('href', elsewhere);
  });

  test('Arabic: the notice reads right-to-left, in Arabic', async ({ page, request, baseURL }) => {
    const missing = `${baseURL}/media/videos/missing-${Date.now().toString(36)}.webm`;
    const story = await storyWithVideoAt(request, missing, 'ar');
    await page.goto(`/ar/news/${story.slug}`);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(notice(page)).toHaveText('تعذّر تشغيل هذا الفيديو هنا. افتح الفيديو من مصدره');
    await expect(notice(page).getByRole('link', { name: 'افتح الفيديو من مصدره' })).toHaveAttribute('href', missing);
    await expectNoSeriousA11yViolations(page);
  });

  test('a YouTube story always links to the video on YouTube', async ({ page, request }) => {
    const story = (await demoNews(request)).find((item) => item.content_type === 'video_youtube');
    if (!story) throw new Error('the demo seed has a YouTube story');
    await page.goto(`/news/${story.slug}`);
    const link = page.getByRole('main').getByRole('link', { name: 'Watch on YouTube' });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
    await page.getByRole('button', { name: `Watch video: ${story.title}` }).click();
    await expect(page.locator(`iframe[title="${story.title}"]`)).toBeVisible();
    await expect(link).toBeVisible();
  });
});
