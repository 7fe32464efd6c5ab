import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

let addresses = 0;

/**
 * A browser context from its own network address: the sign-in limits count per address, and
 * tests run side by side (and three times over with --repeat-each).
 */
export async function consoleContext(browser: Browser, label: number): Promise<BrowserContext> {
  addresses += 1;
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.72.${label}.${(addresses % 250) + 1}` } });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The console opens on its home, the dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A new staff address each run, so repeated runs never meet an account made before. */
export function newStaffMember(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `${label} ${stamp.slice(-5)}`, email: `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`, password: `Fresh ink ${stamp}` };
}

/**
 * Calls the admin API as the signed-in console does (the page's cookie, its Origin, the session's
 * CSRF token): a quick way to set up what a test is not about.
 */
export async function consoleCall<T>(page: Page, method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const session = (await (await page.request.get('/admin/api/session')).json()) as { data: { csrf_token: string } };
  const response = await page.request.fetch(`/admin/api/${path}`, { method, data: body, headers: { origin, 'x-csrf-token': session.data.csrf_token } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}
