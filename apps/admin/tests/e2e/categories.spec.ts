import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;

/** A real 8x4 PNG: the server re-encodes what it is sent, so the bytes must be an image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOQi1qAFTFQTwIAxn4jASjjxNkAAAAASUVORK5CYII=', 'base64');

/** Takes the test's category away again, so other specs meet the demo site's own categories. */
async function deleteCategory(page: Page, name: string) {
  const found = await page.request.get(`/admin/api/categories?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  const [category] = ((await found.json()) as { data: { id: number }[] }).data;
  const session = (await (await page.request.get('/admin/api/session')).json()) as { data: { csrf_token: string } };
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/admin/api/categories/${category!.id}`, { method: 'DELETE', headers: { origin, 'x-csrf-token': session.data.csrf_token } });
  expect(response.status()).toBe(200);
}

test('an editor creates a category with an image and search fields, moves it first by keyboard, and the site follows', async ({ browser }, testInfo) => {
  const context = await consoleContext(browser, 40 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  const name = `Harbour ${Date.now().toString(36)}`;

  await page.getByRole('menuitem', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Category' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByLabel('Name').fill(name);
  await page.locator('input[type="file"]').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Search title').fill(`${name}: ships and docks`);
  await page.getByLabel('Search description').fill('Everything about the harbour.');
  await page.getByLabel('Search keywords').fill('harbour, ships');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the list (English, in the site's order): the new category is last, with its image.
  await expect(page.getByRole('heading', { level: 1, name: 'Categories', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  // Left empty, the slug was made from the name.
  await expect(row).toContainText(name.toLowerCase().replace(' ', '-'));
  await expect(row.getByRole('img')).toHaveAttribute('src', /\/media\/categories\/.+\.webp$/);
  await expectNoSeriousA11yViolations(page);

  // Keyboard drag (dnd-kit's keyboard sensor): Space picks up, arrows move, Space drops.
  const rows = page.getByTestId('order-row');
  await expect(rows.last()).toContainText(name);
  const handle = page.getByRole('button', { name: `Move ${name}` });
  // The whole list in view, so the arrows move the row rather than scroll the page.
  await page.getByRole('heading', { level: 2, name: 'Order on the site' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Each arrow moves one place once the rows are measured; the live region says where the row is.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toContainText(`${name} is now at position 1 of`, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`${name} dropped at position 1`);
  await expect(rows.first()).toContainText(name);
  await page.getByRole('button', { name: 'Save the order' }).click();
  await expect(page.getByText('The new order is saved')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(name);

  // The reader site: first on the all-categories page and in the main navigation.
  const site = await context.newPage();
  await site.goto('/categories');
  await expect(async () => {
    await site.reload();
    await expect(site.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(name, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  const links = await site.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link').allTextContents();
  expect(links.indexOf(name)).toBeGreaterThan(-1);
  expect(links.indexOf(name)).toBeLessThan(links.indexOf('Politics'));

  await deleteCategory(page, name);
  await context.close();
});
