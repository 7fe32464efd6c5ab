import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

// The demo editor opens a breaking news item in English; the home page's ticker shows it on the
// next reload, not after a cache window (a write renews the pages), and once the editor closes
// it, it leaves. Each run's title is its own. The 20 s allowed are time for a render on a busy
// machine, under the 30 s a page would otherwise be kept.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;

test('an editor opens breaking news, the ticker shows it, and closing it takes it away', async ({ browser }, testInfo) => {
  const title = `Bridge closed after crash ${Date.now().toString().slice(-6)}${testInfo.repeatEachIndex}`;
  const context = await consoleContext(browser, 80 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'Breaking news' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking news' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Breaking news' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send as push' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  const ticker = (site: typeof page) => site.locator('section[aria-labelledby="breaking-ticker"]').getByRole('link', { name: title });
  const site = await browser.newPage();
  await site.goto('/');
  await expect(async () => {
    await site.reload();
    await expect(ticker(site)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Send as push' })).toBeDisabled();
  await expect(async () => {
    await site.reload();
    await expect(ticker(site)).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await context.close();
  await site.close();
});
