import { expect, test } from '@playwright/test';
import { signInAs, testReaders } from './support/test-readers';

test.describe('the return address of the sign-in screen', () => {
  // Browsers drop tabs and newlines in a URL and read `\` as `/`: each of these `next` values is
  // another site once the browser follows it, though each starts with a single slash.
  test('a signed-in reader opening a sign-in link whose next leads off the site stays on the site', async ({ page, baseURL }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) offSite.push(request.url());
    });
    await page.route((url) => url.hostname.endsWith('evil.example'), (route) => route.abort());
    await signInAs(page, testReaders()[0]!);

    for (const next of ['/%09/evil.example/', '%2F%09%2Fevil.example%2F', '/%0A/evil.example/', '/%09%5Cevil.example/', '/.//evil.example/']) {
      await page.goto(`/sign-in?next=${next}`);
      // With no page of the site to go back to, a signed-in reader lands on their profile.
      await expect(page, next).toHaveURL(`${baseURL}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    }
    expect(offSite).toEqual([]);
  });
});
