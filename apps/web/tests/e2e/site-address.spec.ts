import { expect, test } from '@playwright/test';

test.describe('a site started on another port', () => {
  // playwright.config.ts starts the site on its own port and leaves PUBLIC_URL to its default,
  // as a reader trying `PORT=3999 npm start` would: images and media must point at that port.
  test('shows every image of the home page, with no console error', async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    expect(new URL(site).port).not.toBe('3000');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText;
      // Next.js cancels a link's prefetch when the link changes (the header's sign-in link gains its `next`).
      if (reason !== 'net::ERR_ABORTED') problems.push(`${request.url()}: ${reason}`);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Top stories' })).toBeVisible();
    const images = page.locator('main img, header img, footer img');
    const count = await images.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index);
      const source = (await image.getAttribute('src')) ?? '';
      expect(new URL(source, site).origin, source).toBe(site);
      if (!(await image.isVisible())) continue;
      // Lazy images load once near the window: scroll to each, as a reader reading down the page.
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: source }).toBe(true);
    }
    expect(problems).toEqual([]);
  });
});
