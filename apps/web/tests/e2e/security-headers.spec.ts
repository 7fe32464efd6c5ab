import { expect, test, type APIResponse } from '@playwright/test';
import { demoNews } from './demo-site';

// The product's security headers (docs/security.md) on what the reader site answers: pages
// rendered by Next.js, pages from the page cache, the not-found page, scripts, and the API.

function expectPageHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe("base-uri 'self'; object-src 'none'; frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
}

test.describe('security headers', () => {
  test('every page keeps other sites from framing it, whether rendered or from the page cache', async ({ request }) => {
    const story = (await demoNews(request))[3]!;
    const path = `/news/${story.slug}?headers-check=${Date.now()}`;
    await expect(async () => {
      const page = await request.get(path);
      expectPageHeaders(page);
      expect(page.headers()['x-page-cache']).toBe('HIT');
    }).toPass();
    for (const other of ['/', '/ar', '/sign-in', '/no-such-page']) expectPageHeaders(await request.get(other));
  });

  test('the site’s scripts and the API answer with their own headers', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) scripts.push(response.headers()['x-content-type-options'] ?? '');
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set(['nosniff']));

    const api = await request.get('/api/get_settings?access_key=5670');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers()['x-frame-options']).toBe('DENY');
  });
});
