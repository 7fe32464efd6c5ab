import { expect, test, type Page } from '@playwright/test';
import { ACCESS_KEY } from './demo-site';

// The console's preview (/[lang]/preview): a page framing it at the site's own origin posts an
// unsaved story, which the frame draws as readers will see it; a window of another origin cannot
// put words on it. The framing pages are served by the test itself (page.route), at the site's
// origin and at another one (`localhost` is another origin than `127.0.0.1`).

/** A page of the site's origin that frames the preview and posts `story` once the frame is ready. */
const HOST_PAGE = `<!doctype html><html lang="en"><head><title>Preview host</title></head><body>
<main><h1>Preview host</h1><iframe id="preview" title="Preview" src="/en/preview" style="width:100%;height:900px"></iframe></main>
<script>
  const frame = document.getElementById('preview');
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== frame.contentWindow || event.data?.kind !== 'ready') return;
    if (window.foreignPage) {
      // Another origin's window posts first; the genuine story follows once it has.
      const foreign = document.createElement('iframe');
      foreign.title = 'Another site';
      foreign.src = window.foreignPage;
      document.body.append(foreign);
    } else frame.contentWindow.postMessage(window.story, location.origin);
  });
  window.addEventListener('message', (event) => {
    if (event.data === 'foreign-posted') frame.contentWindow.postMessage(window.story, location.origin);
  });
</script></body></html>`;

/** Another origin's page in the same window: it posts a story straight to the preview frame. */
const FOREIGN_PAGE = `<!doctype html><html lang="en"><head><title>Another site</title></head><body><script>
  window.parent.frames[0].postMessage(__STORY__, '*');
  window.parent.postMessage('foreign-posted', '*');
</script></body></html>`;

async function demoStory(page: Page) {
  const response = await page.request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&limit=1`);
  expect(response.ok()).toBe(true);
  const [story] = ((await response.json()) as { data: Record<string, unknown>[] }).data;
  expect(story).toBeTruthy();
  return story!;
}

async function openHost(page: Page, baseURL: string, story: object, foreignPage: string | null) {
  await page.route(`${baseURL}/preview-host`, (route) => route.fulfill({ contentType: 'text/html', body: HOST_PAGE }));
  await page.addInitScript(
    ([posted, foreign]) => {
      Object.assign(window, { story: posted, foreignPage: foreign });
    },
    [story, foreignPage] as const,
  );
  await page.goto('/preview-host');
  return page.frameLocator('#preview');
}

test.describe('the preview route', () => {
  test('draws the story its same-origin parent posts, headline and text, as an article', async ({ page, baseURL }) => {
    const story = { ...(await demoStory(page)), title: 'Preview: harbour lights return', description: '<p>Unsaved words of the preview.</p><h2>A section</h2>' };
    const frame = await openHost(page, baseURL!, { kind: 'story', story }, null);
    await expect(frame.getByRole('heading', { level: 1, name: 'Preview: harbour lights return' })).toBeVisible();
    await expect(frame.getByText('Unsaved words of the preview.')).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2, name: 'A section' })).toBeVisible();
    // The site's shell is around it, in the frame's language.
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
    await expect(frame.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('ignores a story posted by a window of another origin', async ({ page, baseURL }) => {
    const base = await demoStory(page);
    const foreignStory = { kind: 'story', story: { ...base, title: 'Forged headline', description: '<p>Forged words.</p>' } };
    const genuine = { kind: 'story', story: { ...base, title: 'Genuine headline', description: '<p>Genuine words.</p>' } };
    const foreignOrigin = baseURL!.replace('127.0.0.1', 'localhost');
    expect(foreignOrigin).not.toBe(baseURL);
    await page.route(`${foreignOrigin}/foreign`, (route) =>
      // `<` escaped: the story's schema markup holds a `</script>` that would end the page's script.
      route.fulfill({ contentType: 'text/html', body: FOREIGN_PAGE.replace('__STORY__', JSON.stringify(foreignStory).replaceAll('<', '\\u003c')) }),
    );
    const frame = await openHost(page, baseURL!, genuine, `${foreignOrigin}/foreign`);
    // The forged story was posted before the genuine one: once the genuine one shows, the forged one had its chance.
    await expect(frame.getByRole('heading', { level: 1, name: 'Genuine headline' })).toBeVisible();
    await expect(frame.getByText('Genuine words.')).toBeVisible();
    await expect(frame.getByText('Forged headline')).toHaveCount(0);
    await expect(frame.getByText('Forged words.')).toHaveCount(0);
  });

  test('is never indexed', async ({ page }) => {
    await page.goto('/en/preview');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
