import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;

test('an editor adds a sentence to the About page, and the site’s about page shows it', async ({ browser }, testInfo) => {
  const context = await consoleContext(browser, 80 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);

  await page.getByRole('menuitem', { name: 'Pages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('cell', { name: 'about-us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Typed at the end of the text, as an editor would, whatever editor the text uses.
  const sentence = `Our harbour desk opened in spring ${Date.now()}${testInfo.repeatEachIndex}.`;
  const text = page.getByLabel('Text', { exact: true });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  // The read cache is cleared at once; the site renews its page within its own window.
  const site = await context.newPage();
  await site.goto('/page/about-us');
  await expect(site.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(async () => {
    await site.reload();
    await expect(site.getByText(sentence)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await context.close();
});

test('SEO pages: the list by language and screen, and a screen’s form', async ({ browser }, testInfo) => {
  const context = await consoleContext(browser, 90 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'SEO pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SEO pages' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Screen' }).click();
  await page.getByRole('option', { name: 'Home page' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('cell', { name: 'Home page' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expect(page.getByLabel('Meta title')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/seo-pages/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create SEO page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
